import numpy as np

import config as cfg


def synth_pcg(n, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(int(cfg.SAMPLE_RATE * cfg.CLIP_SECONDS)) / cfg.SAMPLE_RATE
    labels = rng.integers(0, 2, size=n).astype(np.int32)
    clips = []
    for y in labels:
        beat = np.sin(2 * np.pi * 40 * t) * (np.sin(2 * np.pi * 1.2 * t) > 0.6)
        murmur = y * 0.3 * rng.normal(size=t.shape)
        clips.append(beat + murmur + 0.05 * rng.normal(size=t.shape))
    return np.stack(clips), labels


def frame_features(clips):
    """Log energy and zero-crossing rate per frame -> (N, 2, frames)."""
    n_frames = 1 + (clips.shape[1] - cfg.FRAME_LENGTH) // cfg.HOP_LENGTH
    feats = np.zeros((clips.shape[0], 2, n_frames), dtype=np.float32)
    for f in range(n_frames):
        seg = clips[:, f * cfg.HOP_LENGTH: f * cfg.HOP_LENGTH + cfg.FRAME_LENGTH]
        feats[:, 0, f] = np.log1p((seg ** 2).sum(axis=1))
        feats[:, 1, f] = (np.diff(np.sign(seg), axis=1) != 0).mean(axis=1)
    return feats
