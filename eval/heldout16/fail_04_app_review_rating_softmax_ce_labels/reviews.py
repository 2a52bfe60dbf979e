"""Synthetic app-store reviews as padded word-id sequences with a 1..5 star rating."""
import numpy as np
import mindspore.dataset as ds

PAD = 0


def synth_reviews(cfg):
    rng = np.random.default_rng(cfg["seed"])
    n, length, vocab = cfg["num_reviews"], cfg["max_words"], cfg["vocab_size"]
    stars = rng.integers(1, cfg["num_ratings"] + 1, size=n)
    sentiment_words = np.linspace(1, vocab - 1, cfg["num_ratings"] + 1).astype(int)
    ids = np.full((n, length), PAD, dtype=np.int32)
    for i, s in enumerate(stars):
        k = rng.integers(8, length + 1)
        lo, hi = sentiment_words[s - 1], sentiment_words[s]
        words = np.where(rng.random(k) < 0.5, rng.integers(lo, hi, size=k), rng.integers(1, vocab, size=k))
        ids[i, :k] = words
    return ids, (stars - 1).astype(np.int32)


def review_loader(cfg, train=True):
    ids, labels = synth_reviews(cfg)
    cut = int(0.8 * len(ids))
    sl = slice(0, cut) if train else slice(cut, None)
    dataset = ds.NumpySlicesDataset({"words": ids[sl], "stars": labels[sl]}, shuffle=train)
    return dataset.batch(cfg["batch_size"])
