"""A small segmentation decoder upsamples its 2-D feature maps with the mode a settings dict
names. "trilinear" is for 5-D volumes: `ops.interpolate` rejects it for the 4-D maps while the
graph compiles, in `construct`. The line to change is the setting, not the `interpolate` call."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SETTINGS = {
    "channels": 8,
    "upsample_mode": "bilinear",
}


class Decoder(nn.Cell):
    def __init__(self, settings):
        super().__init__()
        self.mode = settings["upsample_mode"]
        self.conv = nn.Conv2d(settings["channels"], 1, 3, pad_mode="same")

    def construct(self, x):
        x = ops.interpolate(x, size=(x.shape[2] * 2, x.shape[3] * 2), mode=self.mode)
        return self.conv(x)


if __name__ == "__main__":
    print(Decoder(SETTINGS)(ms.Tensor(np.ones((1, 8, 4, 4), np.float32))).shape)
