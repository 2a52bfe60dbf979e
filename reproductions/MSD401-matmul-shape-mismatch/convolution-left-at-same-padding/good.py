"""A LeNet-style digit classifier ported from PyTorch, where `nn.Conv2d(1, 6, 5)` pads nothing.
MindSpore's convolutions default to `pad_mode="same"`, so the 28x28 maps keep their size through
the 5x5 kernels: the classifier gets 16 * 7 * 7 features where it was built for 16 * 4 * 4. The
line to change is the first convolution's construction (and the second's, built the same way)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


class DigitNet(nn.Cell):
    def __init__(self, classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 64)
        self.fc2 = nn.Dense(64, classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc2(self.relu(self.fc1(self.flatten(x))))


if __name__ == "__main__":
    print(DigitNet()(Tensor(np.random.randn(4, 1, 28, 28), ms.float32)).shape)
