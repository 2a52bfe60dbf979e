from mindspore import nn, ops

from features import mel_filterbank


class KeywordSpotter(nn.Cell):
    def __init__(self, n_freqs, n_mels, n_keywords, sample_rate=16000):
        super().__init__()
        self.fb = mel_filterbank(n_freqs, n_mels, sample_rate)
        self.encoder = nn.SequentialCell(
            nn.Conv1d(n_mels, 32, 3, pad_mode="same"), nn.BatchNorm1d(32), nn.ReLU(),
            nn.Conv1d(32, 32, 3, pad_mode="same"), nn.ReLU(),
        )
        self.classifier = nn.Dense(32, n_keywords)

    def construct(self, power_spec):
        mel = ops.matmul(power_spec, self.fb)
        logmel = ops.log(mel + 1e-6).transpose(0, 2, 1)
        h = self.encoder(logmel)
        return self.classifier(h.mean(axis=-1))
