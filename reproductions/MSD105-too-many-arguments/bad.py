"""Tabular regression trained with TrainOneStepCell. The batch helper also returns the row
ids for logging, so `step(*batch)` passes three tensors to a loss cell that takes two."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def batches(rows=12, features=5, size=4, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, features)).astype(np.float32)
    y = (x.sum(axis=1, keepdims=True) > 0).astype(np.float32)
    for start in range(0, rows, size):
        ids = np.arange(start, start + size, dtype=np.int32)
        yield x[start:start + size], y[start:start + size], ids  # expect: MSD105


if __name__ == "__main__":
    net = nn.Dense(5, 1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    for batch in batches():
        batch = [ms.Tensor(part) for part in batch]
        print(step(*batch))
