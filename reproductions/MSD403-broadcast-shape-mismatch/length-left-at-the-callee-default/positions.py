"""Learned position embeddings for event sequences."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, nn


class LearnedPositions(nn.Cell):
    def __init__(self, dim, max_positions=50):
        super().__init__()
        table = np.random.default_rng(0).normal(0.0, 0.02, size=(1, max_positions, dim)).astype(np.float32)
        self.table = Parameter(ms.Tensor(table), name="table")
        self.max_positions = max_positions

    def construct(self, x):
        return x + self.table
