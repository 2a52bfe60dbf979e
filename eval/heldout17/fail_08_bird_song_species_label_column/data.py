import numpy as np
import mindspore.dataset as ds

SPECIES = ["blackbird", "robin", "wren", "chaffinch", "great_tit"]
N_FEATURES = 20


def clip_table(n, seed=4):
    """Per-clip MFCC statistics with the species id in the last column (as exported to CSV)."""
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 1.5, (len(SPECIES), N_FEATURES))
    species = rng.integers(0, len(SPECIES), n)
    feats = centers[species] + rng.normal(0, 1.0, (n, N_FEATURES))
    return np.column_stack([feats, species]).astype(np.float32)


def split_features_labels(table):
    features = table[:, :-1]
    labels = table[:, -1]  # ROOT
    return features, labels


def song_dataset(n, batch_size, shuffle=True):
    features, labels = split_features_labels(clip_table(n))
    dataset = ds.NumpySlicesDataset({"mfcc_stats": features, "species": labels}, shuffle=shuffle)
    return dataset.batch(batch_size)
