import mindspore.nn as nn


class CoughNet(nn.Cell):
    """1-D CNN directly on the raw waveform."""

    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv1d(1, 16, 9, stride=4, pad_mode="same"), nn.BatchNorm1d(16), nn.ReLU(),
            nn.Conv1d(16, 32, 9, stride=4, pad_mode="same"), nn.BatchNorm1d(32), nn.ReLU())
        self.head = nn.Dense(32, num_classes)

    def construct(self, wave):
        return self.head(self.features(wave).mean(axis=2))
