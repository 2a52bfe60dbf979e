"""The same evaluation after `set_train(False)`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class NoisyRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Dense(4, 8)
        self.out = nn.Dense(8, 1)

    def construct(self, x, noise):
        h = ops.relu(self.hidden(x))
        if self.training:
            h = h + noise
        return self.out(h)


if __name__ == "__main__":
    ms.set_seed(0)
    net = NoisyRegressor()
    net.set_train(True)
    x = ms.Tensor(np.ones((2, 4), np.float32))
    noise = ms.Tensor(np.full((2, 8), 5.0, np.float32))
    print("training output", net(x, noise).asnumpy().round(3).tolist())
    net.set_train(False)
    print("evaluation output", net(x, noise).asnumpy().round(3).tolist())
