import numpy as np


def fake_mfcc_batch(batch_size, frames, n_mfcc, num_keywords, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_keywords, size=batch_size).astype(np.int32)
    t = np.linspace(0, 1, frames, dtype=np.float32)
    feats = np.empty((batch_size, frames, n_mfcc), np.float32)
    for b, k in enumerate(labels):
        base = np.sin(2 * np.pi * (k + 1) * t)[:, None] * np.linspace(1, 0.2, n_mfcc)[None, :]
        feats[b] = base + 0.1 * rng.standard_normal((frames, n_mfcc))
    return feats, labels


def normalize(feats, eps=1e-5):
    return (feats - feats.mean(axis=1, keepdims=True)) / (feats.std(axis=1, keepdims=True) + eps)
