import mindspore as ms
from mindspore import nn, ops

from features import dft_bases, mel_filterbank


class LogMelFrontend(nn.Cell):
    def __init__(self, sr, n_fft, hop, n_mels):
        super().__init__()
        self.n_fft = n_fft
        self.hop = hop
        cos_b, sin_b = dft_bases(n_fft)
        self.cos_b = ms.Tensor(cos_b)
        self.sin_b = ms.Tensor(sin_b)
        self.mel_fb = ms.Tensor(mel_filterbank(sr, n_fft, n_mels))  # ROOT

    def construct(self, wav):
        b, n = wav.shape
        num_frames = (n - self.n_fft) // self.hop + 1
        idx = ops.arange(num_frames)[:, None] * self.hop + ops.arange(self.n_fft)[None, :]
        frames = wav[:, idx]
        power = ops.square(ops.matmul(frames, self.cos_b)) + ops.square(ops.matmul(frames, self.sin_b))
        mel = ops.matmul(power, self.mel_fb)
        return ops.log(mel + 1e-6)


class WakeWordNet(nn.Cell):
    def __init__(self, sr, n_fft, hop, n_mels, num_words):
        super().__init__()
        self.frontend = LogMelFrontend(sr, n_fft, hop, n_mels)
        self.conv = nn.SequentialCell([
            nn.Conv1d(n_mels, 64, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(64, 64, 3, pad_mode="same"), nn.ReLU(),
        ])
        self.fc = nn.Dense(64, num_words)

    def construct(self, wav):
        feats = ops.transpose(self.frontend(wav), (0, 2, 1))
        return self.fc(self.conv(feats).mean(axis=2))
