import numpy as np

from config import REGION_TYPES

# (mean height, mean width, ink density, line count) per region type, page-normalised
PROTOTYPES = np.array([
    [0.05, 0.70, 0.35, 1.0],
    [0.20, 0.80, 0.45, 8.0],
    [0.25, 0.85, 0.25, 6.0],
    [0.30, 0.60, 0.60, 0.0],
    [0.15, 0.50, 0.30, 5.0],
], dtype=np.float32)


def synth_regions(num_pages, seed):
    rng = np.random.default_rng(seed)
    feats, labels = [], []
    for _ in range(num_pages):
        for _ in range(rng.integers(4, 9)):
            k = int(rng.integers(len(REGION_TYPES)))
            box = PROTOTYPES[k] * rng.uniform(0.8, 1.2, size=4)
            top = rng.uniform(0.0, 0.9)
            left = rng.uniform(0.0, 0.3)
            feats.append(np.concatenate([[top, left], box, [box[0] * box[1]]]))
            labels.append(k)
    feats = np.asarray(feats, dtype=np.float32)
    feats[:, 5] = np.log1p(feats[:, 5])
    return feats, np.asarray(labels, dtype=np.int32)


def standardise(x):
    return (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
