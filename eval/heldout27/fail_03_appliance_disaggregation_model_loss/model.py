import mindspore.nn as nn


class Seq2PointNet(nn.Cell):
    """Mains window -> appliance power at the window midpoint."""

    def __init__(self, window):
        super().__init__()
        self.conv = nn.SequentialCell([
            nn.Conv1d(1, 16, 9, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(16, 16, 7, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(16, 8, 5, pad_mode="same", has_bias=True), nn.ReLU(),
        ])
        self.flatten = nn.Flatten()
        self.dense = nn.SequentialCell([nn.Dense(8 * window, 64), nn.ReLU(), nn.Dense(64, 1)])

    def construct(self, mains):
        return self.dense(self.flatten(self.conv(mains)))
