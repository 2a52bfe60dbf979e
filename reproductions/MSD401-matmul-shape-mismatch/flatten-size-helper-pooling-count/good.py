"""A small CNN computes its classifier's input size with a helper written for one pooling
stage; the network has two."""
import numpy as np
import mindspore as ms
from mindspore import nn

from sizes_good import flattened_features

ms.set_context(mode=ms.GRAPH_MODE)
IMAGE_SIZE = 16


class SignNet(nn.Cell):
    def __init__(self, channels=8, classes=5):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, channels, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(channels, channels, 3), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(flattened_features(IMAGE_SIZE, channels), classes)

    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.rand(2, 3, IMAGE_SIZE, IMAGE_SIZE), ms.float32)
    print(SignNet()(x).shape)
