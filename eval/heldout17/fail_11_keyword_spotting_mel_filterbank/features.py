import numpy as np
import mindspore as ms


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(n_freqs, n_mels, sample_rate):
    freqs = np.linspace(0, sample_rate / 2, n_freqs)
    mel_points = np.linspace(hz_to_mel(0.0), hz_to_mel(sample_rate / 2), n_mels + 2)
    hz_points = mel_to_hz(mel_points)
    fb = np.zeros((n_freqs, n_mels))
    for m in range(n_mels):
        left, center, right = hz_points[m:m + 3]
        rise = (freqs - left) / (center - left)
        fall = (right - freqs) / (right - center)
        fb[:, m] = np.clip(np.minimum(rise, fall), 0, None)
    return fb.astype(np.float32)  # ROOT
