import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter


class LayerScale(nn.Cell):
    """Learnable per-channel residual scale for NCHW feature maps."""

    def __init__(self, channels, init=0.1):
        super().__init__()
        self.gamma = Parameter(ms.Tensor(np.full((channels,), init, np.float32)), name="gamma")  # ROOT

    def construct(self, x):
        return x * self.gamma


class SEResBlock(nn.Cell):
    def __init__(self, channels, reduction=4):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, pad_mode="same")
        self.conv2 = nn.Conv2d(channels, channels, 3, pad_mode="same")
        self.act = nn.ReLU()
        self.fc1 = nn.Dense(channels, channels // reduction)
        self.fc2 = nn.Dense(channels // reduction, channels)
        self.scale = LayerScale(channels)

    def construct(self, x):
        h = self.conv2(self.act(self.conv1(x)))
        w = h.mean(axis=(2, 3))
        w = ops.sigmoid(self.fc2(self.act(self.fc1(w))))
        h = h * w.reshape(w.shape[0], w.shape[1], 1, 1)
        return self.act(x + self.scale(h))
