"""A smoother pads each sensor trace by half its window (reflect) before averaging. The window in
the settings module is longer than the 40-step traces; reflect padding needs a pad shorter than the
trace, so PadV3 fails in construct. The line to change is the window setting."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import smoothing_settings as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class Smoother(nn.Cell):
    def __init__(self, channels, window):
        super().__init__()
        self.half = window // 2
        self.avg = nn.AvgPool1d(kernel_size=window + 1, stride=1)
        self.proj = nn.Conv1d(channels, channels, 1)

    def construct(self, x):
        x = ops.pad(x, (self.half, self.half), mode="reflect")
        return self.proj(self.avg(x))


class SensorNet(nn.Cell):
    def __init__(self, settings):
        super().__init__()
        self.smooth = Smoother(settings.CHANNELS, settings.WINDOW)

    def construct(self, x):
        return self.smooth(x).mean(-1)


if __name__ == "__main__":
    traces = ms.Tensor(np.random.randn(2, cfg.CHANNELS, 40), ms.float32)
    print(SensorNet(cfg)(traces).shape)
