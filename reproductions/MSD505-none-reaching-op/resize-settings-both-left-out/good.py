"""The head is given the output size."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class UpsampleHead(nn.Cell):
    def __init__(self, cin, classes, size=None, scale_factor=None):
        super().__init__()
        self.classify = nn.Conv2d(cin, classes, 1)
        self.size = size
        self.scale_factor = scale_factor

    def construct(self, feats):
        logits = self.classify(feats)
        return ops.interpolate(logits, size=self.size, scale_factor=self.scale_factor, mode="bilinear")


class LaneNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Conv2d(3, 16, 3, stride=4), nn.ReLU()])
        self.head = UpsampleHead(16, 2, size=(32, 32))

    def construct(self, images):
        return self.head(self.encoder(images))


if __name__ == "__main__":
    images = ms.Tensor(np.random.default_rng(0).random((1, 3, 32, 32)), ms.float32)
    print(LaneNet()(images).shape)
