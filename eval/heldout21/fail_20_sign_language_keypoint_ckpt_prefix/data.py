import numpy as np
import mindspore.dataset as ds

import config as cfg


def landmark_clips(per_sign=8, seed=15):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, cfg.FRAMES)[:, None]
    base = rng.normal(size=(len(cfg.SIGNS), cfg.KEYPOINTS))
    motion = rng.normal(size=(len(cfg.SIGNS), cfg.KEYPOINTS))
    xs, ys = [], []
    for label in range(len(cfg.SIGNS)):
        for _ in range(per_sign):
            clip = base[label] + np.sin(np.pi * t) * motion[label] + rng.normal(0, 0.1, (cfg.FRAMES, cfg.KEYPOINTS))
            xs.append(clip)
            ys.append(label)
    return np.array(xs, np.float32), np.array(ys, np.int32)


def sign_dataset():
    x, y = landmark_clips()
    return ds.NumpySlicesDataset((x, y), ["landmarks", "sign"], shuffle=True).batch(8)
