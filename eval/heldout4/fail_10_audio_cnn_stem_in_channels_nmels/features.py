"""Log-mel-like features computed in numpy (a cheap triangular filterbank)."""
import numpy as np

import config as cfg


def filterbank(n_mels, n_bins):
    edges = np.linspace(0, n_bins - 1, n_mels + 2)
    fb = np.zeros((n_mels, n_bins), dtype=np.float32)
    bins = np.arange(n_bins)
    for m in range(n_mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        fb[m] = np.clip(np.minimum((bins - lo) / (mid - lo), (hi - bins) / (hi - mid)), 0, None)
    return fb


def log_mel(wave):
    frames = np.lib.stride_tricks.sliding_window_view(wave, cfg.N_FFT)[::cfg.HOP]
    spec = np.abs(np.fft.rfft(frames * np.hanning(cfg.N_FFT), axis=-1)) ** 2     # (T, bins)
    mel = filterbank(cfg.N_MELS, spec.shape[-1]) @ spec.T                       # (mels, T)
    return np.log(mel + 1e-6).astype(np.float32)


def batch_features(waves):
    """(B, 1, n_mels, T): one 'image' channel per clip."""
    return np.stack([log_mel(w) for w in waves])[:, None]
