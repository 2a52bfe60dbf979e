import numpy as np
import mindspore.dataset as ds

from utils import holdout_indices

GENRES = ["jazz", "metal", "folk", "techno"]
N_CHROMA = 12


def chroma_features(n, seed):
    """Mean chroma + tempo statistics per 30 s clip."""
    rng = np.random.default_rng(seed)
    labels = np.arange(n) % len(GENRES)
    feats = rng.normal(size=(n, N_CHROMA + 2)).astype(np.float32)
    feats[:, N_CHROMA] += labels * 0.8          # tempo separates genres
    feats[:, labels % N_CHROMA] += 0.5
    return feats, labels.astype(np.int32)


def genre_datasets(n=40, batch_size=5, seed=6):
    feats, labels = chroma_features(n, seed)
    train_idx, val_idx = holdout_indices(n, 0.2)
    source = {"feats": feats, "genre": labels}
    train = ds.NumpySlicesDataset(source, sampler=ds.SubsetRandomSampler(train_idx))
    val = ds.NumpySlicesDataset(source, sampler=ds.SubsetRandomSampler(val_idx))
    return train.batch(batch_size), val.batch(batch_size)
