"""The pooling cell returns the value to log; the training loop keeps the log."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class LoggedPool(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)

    def construct(self, items):
        weights = ops.softmax(self.score(items).squeeze(-1), axis=-1)
        return (weights.expand_dims(-1) * items).sum(axis=1), weights.max()


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    pool = LoggedPool(4)
    items = ms.Tensor(np.random.randn(2, 5, 4), ms.float32)
    log = {"max_weight": []}
    for _ in range(3):
        _, top = pool(items)
        log["max_weight"].append(top)
    print("entries logged:", len(log["max_weight"]))
