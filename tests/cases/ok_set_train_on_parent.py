"""A block that reads `self.training`, inside a model switched with `set_train(False)` after its
first compile: the model's phase changes and MindSpore compiles the other graph, while the
block's own phase stays "train". Nothing is frozen, so nothing is reported."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class ScaledBlock(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)

    def construct(self, x):
        if self.training:
            return self.dense(x) * 2
        return self.dense(x)


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = ScaledBlock()

    def construct(self, x):
        return self.block(x)


if __name__ == "__main__":
    net = Model()
    net.set_train(True)
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print(net(x).asnumpy().sum())
    net.set_train(False)
    print(net(x).asnumpy().sum())
