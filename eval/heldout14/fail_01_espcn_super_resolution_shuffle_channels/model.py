from mindspore import nn, ops

from layers import SubPixelUpsampler


class ESPCN(nn.Cell):
    def __init__(self, colors, features, scale):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(colors, features, 5, pad_mode="same", has_bias=True), nn.Tanh(),
            nn.Conv2d(features, features // 2, 3, pad_mode="same", has_bias=True), nn.Tanh(),
        )
        self.upsample = SubPixelUpsampler(features // 2, colors, scale)

    def construct(self, lr):
        return ops.sigmoid(self.upsample(self.body(lr)))
