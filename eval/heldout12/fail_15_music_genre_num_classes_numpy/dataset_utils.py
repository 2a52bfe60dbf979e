import numpy as np

FEATURES = ["tempo", "energy", "danceability", "acousticness", "loudness",
            "speechiness", "valence", "instrumentalness", "spectral_centroid", "zcr"]


def load_track_features(n=160, seed=0):
    """Per-track audio descriptors plus an integer genre id (as stored in the metadata table)."""
    rng = np.random.default_rng(seed)
    genre = rng.integers(0, 5, size=n)
    centers = rng.normal(size=(5, len(FEATURES))) * 1.2
    x = centers[genre] + rng.normal(size=(n, len(FEATURES)))
    return x.astype(np.float32), genre


def describe_labels(labels):
    num_classes = np.max(labels) + 1  # ROOT
    counts = np.bincount(labels, minlength=num_classes)
    return num_classes, counts


def train_val_split(x, y, val_frac=0.25, seed=1):
    idx = np.random.default_rng(seed).permutation(len(x))
    cut = int(len(x) * (1 - val_frac))
    return (x[idx[:cut]], y[idx[:cut]]), (x[idx[cut:]], y[idx[cut:]])
