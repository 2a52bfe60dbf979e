"""LeNet-style CNN: the first Dense after Flatten assumes 5x5 feature maps
but the input is 28x28 with 'same' padding (7x7 maps)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Features(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="same")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="same")
        self.pool = nn.MaxPool2d(2, 2)

    def construct(self, x):
        x = self.pool(ops.relu(self.conv1(x)))
        return self.pool(ops.relu(self.conv2(x)))


class Classifier(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)  # expect: MSD401
        self.fc2 = nn.Dense(120, num_classes)

    def construct(self, x):
        return self.fc2(ops.relu(self.fc1(self.flatten(x))))


class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = Features()
        self.classifier = Classifier()

    def construct(self, x):
        return self.classifier(self.features(x))


if __name__ == "__main__":
    np.random.seed(0)
    print(LeNet()(ms.Tensor(np.random.randn(2, 1, 28, 28).astype(np.float32))).shape)
