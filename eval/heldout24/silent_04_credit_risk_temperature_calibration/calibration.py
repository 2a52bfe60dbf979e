import numpy as np


def nll(p, y):
    p = np.clip(p, 1e-7, 1 - 1e-7)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def ece(p, y, n_bins):
    bins = np.minimum((p * n_bins).astype(int), n_bins - 1)
    err = 0.0
    for b in range(n_bins):
        sel = bins == b
        if sel.any():
            err += sel.mean() * abs(p[sel].mean() - y[sel].mean())
    return float(err)


def fit_temperature(logits, y):
    grid = np.linspace(0.5, 10.0, 96)
    losses = []
    for t in grid:
        z = logits / t
        p = np.exp(z[:, 1]) / np.exp(z).sum(axis=1)
        losses.append(nll(p, y))
    return float(grid[int(np.argmin(losses))])
