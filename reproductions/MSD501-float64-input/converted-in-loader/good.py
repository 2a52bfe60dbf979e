"""Churn model fed by a loader that converts its standardised rows to float32 tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn

from data_good import load_batch

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
    print(model(batch).shape)
