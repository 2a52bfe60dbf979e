from mindspore import nn, ops

from curriculum import noise_level


class SpeechDenoiser(nn.Cell):
    def __init__(self, channels=16):
        super().__init__()
        self.enc = nn.SequentialCell(
            nn.Conv1d(1, channels, 9, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(channels, channels, 9, pad_mode="same"), nn.ReLU(),
        )
        self.dec = nn.Conv1d(channels, 1, 9, pad_mode="same")

    def construct(self, clean, noise):
        sigma = noise_level()
        noisy = clean + sigma * noise
        restored = self.dec(self.enc(noisy))
        return ops.mean((restored - clean) ** 2), ops.mean(ops.abs(noisy - clean))
