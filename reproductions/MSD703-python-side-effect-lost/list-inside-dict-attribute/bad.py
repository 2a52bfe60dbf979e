"""A pooling cell keeps a diagnostics dict whose lists it appends to in construct; graph mode
appends while compiling only, and the log holds one entry however many steps ran."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class LoggedPool(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)
        self.log = {"max_weight": []}

    def construct(self, items):
        weights = ops.softmax(self.score(items).squeeze(-1), axis=-1)
        self.log["max_weight"].append(weights.max())  # expect: MSD703
        return (weights.expand_dims(-1) * items).sum(axis=1)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    pool = LoggedPool(4)
    items = ms.Tensor(np.random.randn(2, 5, 4), ms.float32)
    for _ in range(3):
        pool(items)
    print("entries logged:", len(pool.log["max_weight"]))
