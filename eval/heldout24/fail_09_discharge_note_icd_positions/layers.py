import math

import numpy as np
import mindspore as ms
from mindspore import nn


class SinusoidalPositions(nn.Cell):
    def __init__(self, d_model, max_len=64):
        super().__init__()
        pos = np.arange(max_len)[:, None]
        div = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = np.zeros((max_len, d_model), np.float32)
        pe[:, 0::2] = np.sin(pos * div)
        pe[:, 1::2] = np.cos(pos * div)
        self.pe = ms.Tensor(pe[None])

    def construct(self, x):
        t = x.shape[1]
        return x + self.pe[:, :t]


class LabelAttention(nn.Cell):
    """One attention query per ICD code over the token states (CAML style)."""

    def __init__(self, d_model, num_labels):
        super().__init__()
        self.queries = nn.Dense(d_model, num_labels, has_bias=False)
        self.scorer = nn.Dense(d_model, 1)
        self.softmax = nn.Softmax(axis=1)

    def construct(self, h):
        attn = self.softmax(self.queries(h))
        per_label = attn.transpose(0, 2, 1) @ h
        return self.scorer(per_label).squeeze(-1)
