"""A small transformer keeps a learned position table sized by the maximum length. The
checkpoint was trained with 16 positions; the config now says 24, and `load_param_into_net`
rejects the table. The line to change is the config's maximum length."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
from mindspore.common.initializer import TruncatedNormal, initializer

DIM = 8
MAX_LEN = 24  # expect: MSD415


class Positions(nn.Cell):
    def __init__(self, max_len, dim):
        super().__init__()
        self.table = ms.Parameter(initializer(TruncatedNormal(0.02), (1, max_len, dim), ms.float32), name="table")

    def construct(self, x):
        return x + self.table[:, :x.shape[1]]


class Tiny(nn.Cell):
    def __init__(self, max_len, dim):
        super().__init__()
        self.positions = Positions(max_len, dim)
        self.head = nn.Dense(dim, 2)

    def construct(self, x):
        return self.head(self.positions(x).mean(1))


def downloaded_checkpoint(shapes):
    """A checkpoint file from an earlier training run (written here so that the example runs)."""
    path = os.path.join(tempfile.mkdtemp(), "pretrained.ckpt")
    ms.save_checkpoint([{"name": n, "data": ms.Tensor(np.zeros(s, np.float32))} for n, s in shapes.items()], path)
    return path


if __name__ == "__main__":
    path = downloaded_checkpoint({"positions.table": (1, 16, DIM), "head.weight": (2, DIM), "head.bias": (2,)})
    net = Tiny(MAX_LEN, DIM)
    ms.load_param_into_net(net, ms.load_checkpoint(path))
    print(net(ops.ones((2, 16, DIM), ms.float32)).shape)
