from mindspore import nn


class TinyTCN(nn.Cell):
    def __init__(self, window, channels=16):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Conv1d(1, channels, 3, pad_mode="pad", padding=2, dilation=1), nn.ReLU(),
            nn.Conv1d(channels, channels, 3, pad_mode="pad", padding=4, dilation=2), nn.ReLU(),
        ])
        self.head = nn.Dense(channels, 1)

    def construct(self, x):
        h = self.net(x)
        return self.head(h[:, :, -1])
