"""Switching execution mode from inside construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class DebugHead(nn.Cell):
    def __init__(self, dim=16, num_classes=3):
        super().__init__()
        self.fc = nn.Dense(dim, num_classes)

    def construct(self, x):
        ms.set_context(mode=ms.PYNATIVE_MODE)  # expect: MSD202
        return self.fc(x)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU()])
        self.head = DebugHead()

    def construct(self, x):
        return self.head(self.body(x))


if __name__ == "__main__":
    np.random.seed(0)
    print(Net()(ms.Tensor(np.random.randn(2, 8).astype(np.float32))).shape)
