"""Gesture recognition from wrist IMU frames: a recurrent encoder gives (batch, time, 12)
features, a max over time pools them, and a BatchNorm1d(12) normalises the pooled vector. The
pooling keeps the time axis (`keepdims=True`), so the norm gets (batch, 1, 12) and reads 1 as
its channel axis. MindSpore reports the BatchNorm; the line to change is the pooling's
keepdims."""
import numpy as np
import mindspore as ms
from mindspore import nn

from pooling import MaxOverTime

ms.set_context(mode=ms.GRAPH_MODE)


class GestureNet(nn.Cell):
    def __init__(self, channels=6, hidden=12, gestures=4):
        super().__init__()
        self.encoder = nn.GRU(channels, hidden, batch_first=True)
        self.pool = MaxOverTime()
        self.norm = nn.BatchNorm1d(hidden)
        self.head = nn.Dense(hidden, gestures)

    def construct(self, imu):
        frames, _ = self.encoder(imu)
        pooled = self.pool(frames)
        return self.head(self.norm(pooled))


if __name__ == "__main__":
    imu = ms.Tensor(np.random.default_rng(4).standard_normal((5, 20, 6)).astype(np.float32))
    net = GestureNet()
    net.set_train(False)
    print(net(imu).shape)
