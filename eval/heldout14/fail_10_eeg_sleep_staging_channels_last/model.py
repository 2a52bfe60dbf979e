from mindspore import nn, ops


class SleepStager(nn.Cell):
    """DeepSleepNet-flavoured small CNN over raw EEG epochs (batch, channels, time)."""

    def __init__(self, in_channels, num_stages):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv1d(in_channels, 16, 25, stride=3, pad_mode="valid", has_bias=True), nn.ReLU(),
            nn.MaxPool1d(4, 4),
            nn.Conv1d(16, 32, 5, pad_mode="same", has_bias=True), nn.ReLU(),
        )
        self.head = nn.Dense(32, num_stages)

    def construct(self, eeg):
        return self.head(ops.mean(self.features(eeg), axis=-1))
