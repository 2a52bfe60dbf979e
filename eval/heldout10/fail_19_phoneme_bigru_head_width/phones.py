import numpy as np

PHONES = ["sil", "aa", "ae", "iy", "uw", "k", "s", "t", "n", "m"]
N_MFCC = 13


def fake_utterances(n, frames, seed=0):
    """Frame-level MFCC-like features with one phone label per frame."""
    rng = np.random.default_rng(seed)
    centroids = rng.normal(size=(len(PHONES), N_MFCC))
    labels = np.zeros((n, frames), np.int32)
    for i in range(n):
        seg = np.sort(rng.choice(np.arange(1, frames), size=4, replace=False))
        ph = rng.integers(0, len(PHONES), size=5)
        labels[i] = np.repeat(ph, np.diff(np.concatenate([[0], seg, [frames]])))
    feats = centroids[labels] + 0.3 * rng.normal(size=(n, frames, N_MFCC))
    return feats.astype(np.float32), labels
