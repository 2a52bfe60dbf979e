"""An activity recogniser encodes each sensor's columns separately, splitting the merged table by
per-sensor widths from a config dict. The heart-rate width was not updated when HRV was added, so
the sections add up to one column short and `ops.split` fails in construct. The line to change
is that dict entry."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from wearable_channels_good import ACCEL_CHANNELS, GYRO_CHANNELS, HEART_CHANNELS, WIDTHS


class FusionNet(nn.Cell):
    def __init__(self, widths):
        super().__init__()
        self.sections = list(widths.values())
        self.encoders = nn.CellList([nn.Dense(w, 4) for w in self.sections])
        self.head = nn.Dense(4 * len(self.sections), 5)

    def construct(self, x):
        parts = ops.split(x, self.sections, axis=1)
        return self.head(ops.cat([enc(p) for enc, p in zip(self.encoders, parts)], axis=1))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    columns = len(ACCEL_CHANNELS) + len(GYRO_CHANNELS) + len(HEART_CHANNELS)
    x = ms.Tensor(np.ones((2, columns), np.float32))
    print(FusionNet(WIDTHS)(x).shape)
