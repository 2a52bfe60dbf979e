"""Prediction heads in a Python list, accessed by index."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MultiTaskModel(nn.Cell):
    def __init__(self, dim=16, task_sizes=(2, 3, 5)):
        super().__init__()
        self.trunk = nn.SequentialCell([nn.Dense(8, dim), nn.ReLU()])
        self.heads = [nn.Dense(dim, n) for n in task_sizes]  # expect: MSD204

    def construct(self, x):
        h = self.trunk(x)
        outs = ()
        for i in range(len(self.heads)):
            outs = outs + (self.heads[i](h),)
        return outs


if __name__ == "__main__":
    np.random.seed(0)
    outs = MultiTaskModel()(ms.Tensor(np.random.randn(4, 8).astype(np.float32)))
    print(outs[0].shape)
