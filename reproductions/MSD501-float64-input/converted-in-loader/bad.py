"""Churn model fed by a loader that standardises rows with NumPy: the float64 result becomes a
float64 tensor, and the float32 Dense layers reject it."""
import numpy as np
import mindspore as ms
from mindspore import nn

from data import load_batch

ms.set_context(mode=ms.GRAPH_MODE)


class ChurnModel(nn.Cell):
    def __init__(self, features=6, hidden=16):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(features, hidden), nn.ReLU(), nn.Dense(hidden, 1)])

    def construct(self, x):
        return self.mlp(x).squeeze(-1)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    rows = rng.normal(size=(12, 6)).tolist()
    model = ChurnModel()
    batch = load_batch(rows)
    print(model(batch).shape)  # via
