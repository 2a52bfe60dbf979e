from mindspore import nn, ops

import config as C


class GestureNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.SequentialCell(
            nn.Conv1d(C.CHANNELS, 32, 5, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(32, 32, 5, pad_mode="same"), nn.ReLU())
        self.fc = nn.Dense(32, len(C.GESTURES))

    def construct(self, x):
        h = self.conv(x)
        return self.fc(ops.sqrt(ops.mean(h * h, axis=-1) + 1e-6))
