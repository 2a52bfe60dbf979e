import numpy as np


def synth_mfcc_clips(n, n_mfcc, n_frames, num_classes, seed=0):
    """Fake MFCC clips: one spectral template per keyword plus noise."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_classes, size=n).astype(np.int32)
    templates = rng.normal(size=(num_classes, n_mfcc, 1)).astype(np.float32)
    noise = 0.3 * rng.normal(size=(n, n_mfcc, n_frames)).astype(np.float32)
    feats = templates[labels] + noise
    return feats[:, None, :, :].astype(np.float32), labels


def cmvn(feats, eps=1e-5):
    mean = feats.mean(axis=(0, 3), keepdims=True)
    std = feats.std(axis=(0, 3), keepdims=True)
    return ((feats - mean) / (std + eps)).astype(np.float32)


def batches(feats, labels, batch_size):
    for start in range(0, len(feats) - batch_size + 1, batch_size):
        yield feats[start:start + batch_size], labels[start:start + batch_size]
