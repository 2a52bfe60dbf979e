import numpy as np


def two_views(x, rng, noise=0.1, drop=0.2):
    def view():
        keep = (rng.random(x.shape) > drop).astype(np.float32)
        return (x * keep + noise * rng.standard_normal(x.shape)).astype(np.float32)
    return view(), view()


def knn_accuracy(bank, bank_labels, queries, query_labels, k=3):
    sims = queries @ bank.T
    idx = np.argsort(-sims, axis=1)[:, :k]
    votes = bank_labels[idx]
    pred = np.array([np.bincount(v).argmax() for v in votes])
    return float((pred == query_labels).mean())
