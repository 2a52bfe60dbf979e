"""Images loaded as float64 numpy arrays go straight into a Conv2d."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def load_batch(n=2):
    rng = np.random.default_rng(0)
    return rng.standard_normal((n, 3, 16, 16))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, pad_mode="same")
        self.head = nn.Dense(8, 2)

    def construct(self, x):
        return self.head(ops.relu(self.conv(x)).mean(axis=(2, 3)))


if __name__ == "__main__":
    images = ms.Tensor(load_batch())  # expect: MSD501
    print(Net()(images).shape)
