"""A denoising autoencoder whose decoder blocks come from a helper: the bottleneck width in the
settings differs from what the encoder ends with. Graph mode reports it in the gradient of a
LeakyReLU, as a broadcast of two shapes, far from the layer."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

WIDTHS = (8, 16)
BOTTLENECK = 8  # expect: MSD407


def decoder_block(cin, cout):
    return nn.SequentialCell([nn.Conv2dTranspose(cin, cout, 4, stride=2, pad_mode="pad", padding=1),
                              nn.BatchNorm2d(cout), nn.LeakyReLU(0.1)])


class AutoEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encode = nn.SequentialCell([nn.Conv2d(1, WIDTHS[0], 3, stride=2, pad_mode="same"), nn.LeakyReLU(0.1),
                                         nn.Conv2d(WIDTHS[0], WIDTHS[1], 3, stride=2, pad_mode="same"), nn.LeakyReLU(0.1)])
        self.decode = nn.SequentialCell([decoder_block(BOTTLENECK, WIDTHS[0]), decoder_block(WIDTHS[0], 1)])

    def construct(self, x):
        return self.decode(self.encode(x))


if __name__ == "__main__":
    net = AutoEncoder()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-3))
    images = ms.Tensor(np.random.rand(4, 1, 16, 16).astype(np.float32))
    print(step(images, images))
