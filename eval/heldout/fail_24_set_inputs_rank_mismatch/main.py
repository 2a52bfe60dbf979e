import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

FEAT = 16


class TemporalConvNet(nn.Cell):
    def __init__(self, feat=FEAT, channels=32, n_out=3):
        super().__init__()
        self.conv1 = nn.Conv1d(feat, channels, 3, pad_mode="same")
        self.conv2 = nn.Conv1d(channels, channels, 3, pad_mode="same", dilation=2)
        self.fc = nn.Dense(channels, n_out)

    def construct(self, x):
        # x: (batch, time, feat)
        h = ops.relu(self.conv1(x.transpose(0, 2, 1)))
        h = ops.relu(self.conv2(h))
        return self.fc(h.max(axis=-1))


net = TemporalConvNet()
# variable-length sequences: compile once with dynamic batch/time
net.set_inputs(Tensor(shape=[None, FEAT], dtype=ms.float32))  # ROOT

for T in (20, 27, 33):
    seq = Tensor(np.random.randn(4, T, FEAT).astype(np.float32))
    print(T, net(seq).shape)
