import numpy as np

import config as cfg

FUNDAMENTAL_HZ = (480, 560, 420, 380, 330)


def wingbeat_clips(rng):
    labels = rng.choice(len(cfg.SPECIES), size=cfg.NUM_CLIPS, p=cfg.SPECIES_SHARE).astype(np.int32)
    t = np.arange(cfg.CLIP_SAMPLES) / cfg.SAMPLE_RATE
    clips = np.empty((cfg.NUM_CLIPS, 1, cfg.CLIP_SAMPLES), dtype=np.float32)
    for i, y in enumerate(labels):
        f0 = FUNDAMENTAL_HZ[y] * rng.uniform(0.95, 1.05)
        wave = np.sin(2 * np.pi * f0 * t) + 0.4 * np.sin(4 * np.pi * f0 * t + rng.uniform(0, np.pi))
        clips[i, 0] = wave + 0.2 * rng.standard_normal(cfg.CLIP_SAMPLES)
    return clips, labels
