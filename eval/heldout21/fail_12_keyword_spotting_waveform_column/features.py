import numpy as np

N_FFT = 128
HOP = 64
N_BANDS = 16


def log_band_energies(wav):
    frames = np.lib.stride_tricks.sliding_window_view(wav, N_FFT)[::HOP] * np.hanning(N_FFT)
    power = np.abs(np.fft.rfft(frames, axis=-1)) ** 2
    bands = power[:, 1:].reshape(len(frames), N_BANDS, -1).sum(-1)
    return np.log(bands + 1e-6).T.astype(np.float32)          # (bands, frames)


def is_voiced(wav):
    return bool(np.sqrt(np.mean(wav ** 2)) > 0.05)
