import numpy as np

CLASSES = ["nevus", "melanoma", "keratosis", "dermatofibroma"]
PRIOR = [0.7, 0.15, 0.1, 0.05]


def dermoscopy_features(n, seed=0):
    """Pre-extracted 32-d image embeddings with a heavily imbalanced label distribution."""
    rng = np.random.default_rng(seed)
    y = rng.choice(len(CLASSES), size=n, p=PRIOR)
    centres = rng.normal(scale=1.5, size=(len(CLASSES), 32))
    x = centres[y] + rng.normal(size=(n, 32))
    return x.astype(np.float32), y.astype(np.int32)


def recall_based_weights(pred, y, n_classes, smoothing=1.0):
    """Up-weight the classes the model currently misses (inverse per-class recall)."""
    w = np.ones(n_classes, np.float32)
    for c in range(n_classes):
        sel = y == c
        recall = (pred[sel] == c).mean() if sel.any() else 1.0
        w[c] = 1.0 / (recall + 0.1) ** smoothing
    return w * n_classes / w.sum()
