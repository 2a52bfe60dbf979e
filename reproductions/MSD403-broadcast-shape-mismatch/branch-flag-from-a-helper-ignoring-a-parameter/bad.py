"""A vibration-signal encoder whose residual blocks pool by 2: the skip path is resampled only
when a helper says so, and the helper compares the channel counts but never reads `pool`. The
second block keeps 8 channels and pools, so its identity skip is twice as long as the body's
output. MindSpore reports the add; the line to change is the helper's test."""
import numpy as np
import mindspore as ms
from mindspore import nn

from blocks import PooledResidual

ms.set_context(mode=ms.GRAPH_MODE)


class VibrationEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([PooledResidual(1, 8), PooledResidual(8, 8, pool=2)])

    def construct(self, signal):
        return self.blocks(signal).mean(axis=-1)


if __name__ == "__main__":
    signal = ms.Tensor(np.random.default_rng(3).standard_normal((2, 1, 32)).astype(np.float32))
    print(VibrationEncoder()(signal).shape)
