"""Classifier using the backbone from msd402_grayscale_mod.py, whose second
stage is built with twice the channels the first stage produces."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from msd402_grayscale_mod import Backbone

ms.set_context(mode=ms.GRAPH_MODE)


class Classifier(nn.Cell):
    def __init__(self, num_classes=5):
        super().__init__()
        self.backbone = Backbone()
        self.fc = nn.Dense(16, num_classes)

    def construct(self, images):
        return self.fc(self.backbone(images).mean(axis=(2, 3)))


if __name__ == "__main__":
    np.random.seed(0)
    net = Classifier()
    net.set_train(False)
    print(net(ms.Tensor(np.random.randn(2, 3, 16, 16).astype(np.float32))).shape)
