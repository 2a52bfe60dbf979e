"""set_inputs declares float32, the deployment feeds float16."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 1)

    def construct(self, x):
        return ops.sigmoid(self.fc(x))


if __name__ == "__main__":
    np.random.seed(0)
    net = Scorer()
    net.set_inputs(ms.Tensor(shape=[None, 16], dtype=ms.float32))
    batch = ms.Tensor(np.random.randn(5, 16).astype(np.float16))  # expect: MSD406
    print(net(batch).shape)
