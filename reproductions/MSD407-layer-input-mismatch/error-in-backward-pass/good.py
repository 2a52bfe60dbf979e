"""An upsampling decoder whose first transposed convolution is sized from a config value that
counts one encoder stage too many; graph mode only notices in the gradient of the ReLU after it."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

STEM = 8
STAGES = 2
DECODER_IN = STEM * 2 ** STAGES


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        layers, width = [], 3
        for i in range(STAGES):
            layers += [nn.Conv2d(width, STEM * 2 ** (i + 1), 3, stride=2, pad_mode="same"), nn.ReLU()]
            width = STEM * 2 ** (i + 1)
        self.body = nn.SequentialCell(layers)

    def construct(self, x):
        return self.body(x)


class Decoder(nn.Cell):
    def __init__(self, in_channels):
        super().__init__()
        self.up = nn.SequentialCell(nn.Conv2dTranspose(in_channels, 16, 4, stride=2, pad_mode="same"),
                                    nn.BatchNorm2d(16), nn.ReLU())
        self.out = nn.Conv2d(16, 1, 1, has_bias=True)

    def construct(self, x):
        return self.out(self.up(x))


class Segmenter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.decoder = Decoder(DECODER_IN)

    def construct(self, x):
        return self.decoder(self.encoder(x))


if __name__ == "__main__":
    net = Segmenter()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01))
    image = ms.Tensor(np.random.rand(2, 3, 16, 16).astype(np.float32))
    mask = ms.Tensor(np.random.rand(2, 1, 8, 8).astype(np.float32))
    print(step(image, mask))
