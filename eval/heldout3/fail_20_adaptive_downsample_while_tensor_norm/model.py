from mindspore import nn, ops


class AdaptiveDownsampler(nn.Cell):
    """Keeps halving the temporal resolution while the signal energy stays high."""

    def __init__(self, channels, threshold):
        super().__init__()
        self.pool = nn.AvgPool1d(2, 2)
        self.threshold = threshold
        self.mix = nn.Conv1d(channels, channels, 1)

    def construct(self, x):
        h = self.mix(x)
        while ops.norm(h) > self.threshold:  # ROOT
            h = self.pool(h)
        return h


class SpeechPooler(nn.Cell):
    def __init__(self, channels=4, num_classes=3):
        super().__init__()
        self.down = AdaptiveDownsampler(channels, threshold=1.0)
        self.fc = nn.Dense(channels, num_classes)

    def construct(self, x):
        h = self.down(x)
        return self.fc(h.mean(axis=-1))
