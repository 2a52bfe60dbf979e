import math

import mindspore as ms
from mindspore import nn, ops


class TokenEmbedding(nn.Cell):
    """Word embedding scaled by sqrt(dim), with the pad row kept at zero."""

    def __init__(self, cfg):
        super().__init__()
        self.table = nn.Embedding(cfg.embed_dim, cfg.vocab_size, padding_idx=0)  # ROOT
        self.scale = math.sqrt(cfg.embed_dim)

    def construct(self, ids):
        return self.table(ids) * self.scale


class ConvPool(nn.Cell):
    def __init__(self, cin, cout, k):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, k, pad_mode="valid", has_bias=True)
        self.act = nn.ReLU()

    def construct(self, x):
        return ops.amax(self.act(self.conv(x)), axis=-1)
