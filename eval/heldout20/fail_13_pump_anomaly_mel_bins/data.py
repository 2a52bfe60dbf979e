import numpy as np
import mindspore.dataset as ds

import config as cfg
from features import log_mel_ops


def pump_clips(n, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(cfg.CLIP_SAMPLES) / cfg.SAMPLE_RATE
    labels = (np.arange(n) % 2).astype(np.int32)
    clips = []
    for y in labels:
        hum = np.sin(2 * np.pi * 50 * t) + 0.5 * np.sin(2 * np.pi * 150 * t)
        crackle = y * (rng.random(t.shape) > 0.97) * rng.normal(0, 2.0, t.shape)
        clips.append(hum + crackle + 0.05 * rng.normal(size=t.shape))
    return np.stack(clips).astype(np.float32), labels


def pump_dataset():
    clips, labels = pump_clips(cfg.NUM_CLIPS, cfg.SEED)
    dataset = ds.NumpySlicesDataset({"wave": clips, "label": labels}, shuffle=False)
    dataset = dataset.map(log_mel_ops(), input_columns="wave", output_columns="mel")
    return dataset.batch(cfg.BATCH_SIZE)
