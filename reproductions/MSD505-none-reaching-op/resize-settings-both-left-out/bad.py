"""A lane segmenter upsamples its logits in a head that takes either an output size or a scale
factor. The model builds the head with neither, so both stay None and ops.interpolate rejects
the call while the graph is compiled. The line to change is where the head is built."""
import numpy as np
import mindspore as ms
from mindspore import nn

from heads import UpsampleHead

ms.set_context(mode=ms.GRAPH_MODE)


class LaneNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Conv2d(3, 16, 3, stride=4), nn.ReLU()])
        self.head = UpsampleHead(16, 2)  # expect: MSD505

    def construct(self, images):
        return self.head(self.encoder(images))


if __name__ == "__main__":
    images = ms.Tensor(np.random.default_rng(0).random((1, 3, 32, 32)), ms.float32)
    print(LaneNet()(images).shape)
