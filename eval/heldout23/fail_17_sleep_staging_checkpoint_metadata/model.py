from mindspore import nn


class SleepStager(nn.Cell):
    def __init__(self, num_stages):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv1d(1, 16, 25, stride=6, has_bias=True), nn.ReLU(), nn.MaxPool1d(4, 4),
            nn.Conv1d(16, 32, 9, has_bias=True), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Dense(32, num_stages))

    def construct(self, x):
        return self.net(x)
