"""Toy MFCC-style front end: static coefficients plus delta and delta-delta."""
import numpy as np

N_MFCC = 13


def fake_mfcc(num_frames, seed):
    rng = np.random.default_rng(seed)
    base = np.cumsum(rng.normal(scale=0.1, size=(num_frames, N_MFCC)), axis=0)
    return base.astype(np.float32)


def deltas(feats, width=2):
    padded = np.pad(feats, ((width, width), (0, 0)), mode="edge")
    num = sum(k * (padded[width + k: width + k + len(feats)] - padded[width - k: width - k + len(feats)])
              for k in range(1, width + 1))
    return (num / (2 * sum(k * k for k in range(1, width + 1)))).astype(np.float32)


def extract(num_frames, seed):
    static = fake_mfcc(num_frames, seed)
    d1 = deltas(static)
    d2 = deltas(d1)
    return np.concatenate([static, d1, d2], axis=-1)


def batch(num_utts, num_frames):
    feats = np.stack([extract(num_frames, seed=i) for i in range(num_utts)])
    labels = (np.arange(num_utts) % 2).astype(np.int32)
    return feats, labels
