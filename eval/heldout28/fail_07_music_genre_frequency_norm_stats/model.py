from mindspore import nn, ops

from utils import frame_statistics


class PerExcerptNorm(nn.Cell):
    """Removes the recording's spectral tilt: normalises every mel band over time."""

    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def construct(self, spec):
        mean, std = frame_statistics(spec)
        return (spec - mean) / (std + self.eps)


class GenreTagger(nn.Cell):
    def __init__(self, n_mels, channels, n_genres):
        super().__init__()
        self.norm = PerExcerptNorm()
        self.conv = nn.Conv1d(n_mels, channels, 5, pad_mode="same")
        self.act = nn.ReLU()
        self.out = nn.Dense(channels, n_genres)

    def construct(self, spec):
        h = self.act(self.conv(self.norm(spec)))
        return self.out(ops.amax(h, axis=-1))
