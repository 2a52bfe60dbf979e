import mindspore.nn as nn


class SleepCNN(nn.Cell):
    def __init__(self, in_channels, num_stages):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv1d(in_channels, 16, 7, stride=2, has_bias=True), nn.BatchNorm1d(16), nn.ReLU(),
            nn.MaxPool1d(4, 4),
            nn.Conv1d(16, 32, 5, has_bias=True), nn.BatchNorm1d(32), nn.ReLU(),
        ])
        self.head = nn.Dense(32, num_stages)

    def construct(self, x):
        return self.head(self.features(x).mean(axis=2))
