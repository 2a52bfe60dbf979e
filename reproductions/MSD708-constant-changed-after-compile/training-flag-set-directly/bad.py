"""A regression net that adds Gaussian-like noise to its hidden features while training (a
regulariser), chosen with `if self.training:` in construct. For evaluation the script sets
`net.training = False` directly instead of calling `set_train(False)`: the phase MindSpore keys
its compiled graphs on stays "train", the cached training graph runs again, and the evaluation
is noisy. No error is raised."""
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
    net.training = False  # expect: MSD708
    print("evaluation output", net(x, noise).asnumpy().round(3).tolist())
