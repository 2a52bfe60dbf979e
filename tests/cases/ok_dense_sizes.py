"""Near-miss for MSD401/402/504: in_channels computed from the real sizes,
skip concat accounted for, to_float(float16) (auto-casts inputs)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, 3, pad_mode="same")
        self.conv2 = nn.Conv2d(4 + 3, 8, 3, pad_mode="same")
        self.fc = nn.Dense(8 * 8 * 8, 10).to_float(ms.float16)

    def construct(self, x):
        h = ops.concat((ops.relu(self.conv1(x)), x), axis=1)
        h = ops.relu(self.conv2(h))
        return self.fc(h.reshape(h.shape[0], -1))


if __name__ == "__main__":
    np.random.seed(0)
    print(Net()(ms.Tensor(np.random.randn(2, 3, 8, 8).astype(np.float32))).shape)
