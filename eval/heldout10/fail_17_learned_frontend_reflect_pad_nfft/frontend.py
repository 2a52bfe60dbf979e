import numpy as np
import mindspore as ms
from mindspore import nn, ops


def sinc_filterbank(n_filters, n_fft, sample_rate):
    """Band-pass FIR kernels with centre frequencies spaced on the mel scale."""
    mel = np.linspace(0, 2595 * np.log10(1 + (sample_rate / 2) / 700), n_filters + 2)
    hz = 700 * (10 ** (mel / 2595) - 1)
    t = (np.arange(n_fft) - n_fft // 2) / sample_rate
    window = np.hanning(n_fft)
    kernels = []
    for lo, hi in zip(hz[:-2], hz[2:]):
        k = 2 * hi * np.sinc(2 * hi * t) - 2 * lo * np.sinc(2 * lo * t)
        kernels.append(k * window)
    k = np.stack(kernels)[:, None, :]
    return (k / np.abs(k).sum(-1, keepdims=True)).astype(np.float32)


class LearnableFrontend(nn.Cell):
    """Centred, reflect-padded filterbank convolution followed by log energy, like a learnable STFT."""

    def __init__(self, n_filters, n_fft, hop, sample_rate):
        super().__init__()
        self.pad = n_fft // 2
        self.conv = nn.Conv1d(1, n_filters, n_fft, stride=hop, pad_mode="valid", has_bias=False,
                              weight_init=ms.Tensor(sinc_filterbank(n_filters, n_fft, sample_rate)))

    def construct(self, wav):
        x = ops.pad(wav.expand_dims(1), (self.pad, self.pad), mode="reflect")
        return ops.log(self.conv(x) ** 2 + 1e-6)
