import numpy as np
from mindspore import Tensor


def positional_table(kind, length, dim):
    """Fixed position table to add to token embeddings; None means 'no positional signal'."""
    if kind == "sinusoid":
        pos = np.arange(length)[:, None]
        i = np.arange(dim)[None, :]
        angle = pos / np.power(10000.0, (2 * (i // 2)) / dim)
        table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
        return Tensor(table[None].astype(np.float32))
    if kind == "binary":
        bits = (np.arange(length)[:, None] >> np.arange(dim)[None, :]) & 1
        return Tensor(bits[None].astype(np.float32) - 0.5)
    return None
