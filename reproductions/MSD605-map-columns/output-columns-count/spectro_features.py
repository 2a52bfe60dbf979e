import numpy as np


def log_spectrum(wave, frames=16, bins=24):
    usable = wave[: frames * bins].reshape(frames, bins)
    spectrum = np.log1p(np.abs(np.fft.rfft(usable, axis=-1))[:, :bins // 2]).astype(np.float32)
    length = np.int32(frames)
    return spectrum  # expect: MSD605
