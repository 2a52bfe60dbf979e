"""A gesture recogniser mixes information along time after a strided convolution. The number of
frames the convolution leaves is computed in the settings as FRAMES // STRIDE, which ignores the
kernel (the valid convolution leaves 18 frames, not 20). Two layers read the setting; the line to
change is its computation, not FRAMES (the data has 40 frames)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

import frame_settings as cfg

ms.set_context(mode=ms.GRAPH_MODE)


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
