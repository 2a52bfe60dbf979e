from mindspore import nn


class KWSNet(nn.Cell):
    def __init__(self, n_mels, num_words, channels=32):
        super().__init__()
        self.conv = nn.SequentialCell(
            nn.Conv1d(n_mels, channels, 3, pad_mode="same"), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.Conv1d(channels, channels, 3, pad_mode="same"), nn.BatchNorm1d(channels), nn.ReLU(),
        )
        self.head = nn.Dense(channels, num_words)

    def construct(self, feats):
        h = self.conv(feats)
        return self.head(h.mean(axis=2))
