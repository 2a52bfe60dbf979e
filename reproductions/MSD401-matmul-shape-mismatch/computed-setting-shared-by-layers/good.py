"""The number of frames after the convolution counts the kernel: (FRAMES - KERNEL) // STRIDE + 1."""
import types

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)

cfg = types.SimpleNamespace(FRAMES=40, KERNEL=5, STRIDE=2, CHANNELS=6)
cfg.FRAMES_OUT = (cfg.FRAMES - cfg.KERNEL) // cfg.STRIDE + 1


class GestureNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(3, cfg.CHANNELS, cfg.KERNEL, stride=cfg.STRIDE, pad_mode="valid")
        self.time_mix = nn.Dense(cfg.FRAMES_OUT, cfg.FRAMES_OUT)
        self.head = nn.Dense(cfg.CHANNELS * cfg.FRAMES_OUT, 4)

    def construct(self, x):
        h = self.time_mix(self.conv(x))
        return self.head(h.reshape(h.shape[0], -1))


if __name__ == "__main__":
    clips = Tensor(np.random.randn(2, 3, cfg.FRAMES), ms.float32)
    print(GestureNet()(clips).shape)
