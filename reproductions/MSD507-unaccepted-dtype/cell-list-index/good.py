"""Multi-task regressor with one head per task, chosen by a task index tensor. The index is
made with `ms.Tensor(task)` from a Python int, which is int64; selecting a cell of a CellList
with a tensor needs an int32 index."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def task_batches(tasks, seed=0):
    rng = np.random.default_rng(seed)
    for task in range(tasks):
        x = rng.standard_normal((4, 8)).astype(np.float32)
        yield ms.Tensor(task, ms.int32), ms.Tensor(x)


class MultiHead(nn.Cell):
    def __init__(self, tasks):
        super().__init__()
        self.trunk = nn.Dense(8, 16)
        self.heads = nn.CellList([nn.Dense(16, 1) for _ in range(tasks)])

    def construct(self, task, x):
        return self.heads[task](self.trunk(x))


if __name__ == "__main__":
    net = MultiHead(3)
    for task, x in task_batches(3):
        print(net(task, x).shape)
