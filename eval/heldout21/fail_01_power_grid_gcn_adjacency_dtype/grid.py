"""Grid topology and synthetic load snapshots."""
import numpy as np
import mindspore as ms


def build_adjacency(lines, n_buses):
    """Symmetric bus adjacency with self-loops."""
    adj = np.zeros((n_buses, n_buses), dtype=np.int32)  # ROOT
    for a, b in lines:
        adj[a, b] = 1
        adj[b, a] = 1
    adj += np.eye(n_buses, dtype=adj.dtype)
    return ms.Tensor(adj)


def load_snapshots(n_snapshots, n_buses, n_features, seed):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n_snapshots, n_buses, n_features)).astype(np.float32)
    # voltage deviation grows with net load at the bus
    dev = (0.03 * feats[..., 0] - 0.01 * feats[..., 2]).astype(np.float32)[..., None]
    return [(ms.Tensor(f), ms.Tensor(d)) for f, d in zip(feats, dev)]
