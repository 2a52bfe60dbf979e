"""Attention projections whose head layout is kept in a small plain object. The config still gives
each head 12 channels, as in the 48-wide model it was copied from, but 4 heads of this 32-wide
hidden state have 8 each: splitting the projection into heads fails while the graph is built."""
import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class HeadLayout:
    """How the hidden channels are split into heads (a plain object, not a Cell)."""

    def __init__(self, heads, head_dim):
        self.heads = heads
        self.head_dim = head_dim  # via


class QueryProjection(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layout = HeadLayout(heads=cfg.HEADS, head_dim=cfg.HEAD_DIM)  # via
        self.query = nn.Dense(cfg.HIDDEN, cfg.HIDDEN)

    def construct(self, x):
        b, t, _ = x.shape
        q = self.query(x)
        return q.reshape(b, t, self.layout.heads, self.layout.head_dim)


if __name__ == "__main__":
    x = ms.Tensor(np.ones((2, 5, cfg.HIDDEN), np.float32))
    print(QueryProjection()(x).shape)
