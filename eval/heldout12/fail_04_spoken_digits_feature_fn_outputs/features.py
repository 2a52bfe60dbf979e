"""Log filter-bank front end run inside the dataset pipeline."""
import numpy as np

from audio_cfg import FRAME_LEN, HOP, MAX_FRAMES, N_BANDS


def _frames(wave):
    n = 1 + (len(wave) - FRAME_LEN) // HOP
    idx = np.arange(FRAME_LEN)[None, :] + HOP * np.arange(n)[:, None]
    return wave[idx] * np.hanning(FRAME_LEN)[None, :]


def _band_matrix(n_fft_bins):
    edges = np.linspace(0, n_fft_bins - 1, N_BANDS + 2).astype(int)
    fb = np.zeros((N_BANDS, n_fft_bins), np.float32)
    for b in range(N_BANDS):
        lo, mid, hi = edges[b], edges[b + 1], edges[b + 2]
        fb[b, lo:mid + 1] = np.linspace(0, 1, mid - lo + 1)
        fb[b, mid:hi + 1] = np.linspace(1, 0, hi - mid + 1)
    return fb


def log_fbank(wave):
    spec = np.abs(np.fft.rfft(_frames(wave), axis=-1)) ** 2
    feats = np.log(spec @ _band_matrix(spec.shape[-1]).T + 1e-6).astype(np.float32)
    n = min(len(feats), MAX_FRAMES)
    padded = np.zeros((MAX_FRAMES, N_BANDS), np.float32)
    padded[:n] = feats[:n]
    return padded  # ROOT
