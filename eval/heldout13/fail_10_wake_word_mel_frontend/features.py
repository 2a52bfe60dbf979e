import numpy as np


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(sr, n_fft, n_mels):
    """Triangular mel filterbank, as in librosa.filters.mel."""
    n_freq = n_fft // 2 + 1
    freqs = np.linspace(0, sr / 2, n_freq)
    edges = mel_to_hz(np.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2))
    fb = np.zeros((n_mels, n_freq), dtype=np.float32)
    for m in range(n_mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        up = (freqs - lo) / (mid - lo)
        down = (hi - freqs) / (hi - mid)
        fb[m] = np.maximum(0.0, np.minimum(up, down))
    return fb


def dft_bases(n_fft):
    n = np.arange(n_fft)
    k = np.arange(n_fft // 2 + 1)
    window = np.hanning(n_fft)
    angle = 2 * np.pi * np.outer(n, k) / n_fft
    return (window[:, None] * np.cos(angle)).astype(np.float32), (window[:, None] * -np.sin(angle)).astype(np.float32)
