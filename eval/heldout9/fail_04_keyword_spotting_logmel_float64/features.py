import numpy as np


def frame_signal(wave, frame_len, hop):
    n = 1 + (len(wave) - frame_len) // hop
    idx = np.arange(frame_len)[None, :] + hop * np.arange(n)[:, None]
    return wave[idx] * np.hanning(frame_len)[None, :].astype(np.float32)


def mel_filterbank(n_mels, n_fft_bins):
    fb = np.zeros((n_mels, n_fft_bins), dtype=np.float32)
    edges = np.linspace(0, n_fft_bins - 1, n_mels + 2).astype(int)
    for m in range(n_mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        fb[m, lo:mid + 1] = np.linspace(0, 1, mid - lo + 1)
        fb[m, mid:hi + 1] = np.linspace(1, 0, hi - mid + 1)
    return fb


def log_mel(wave, n_mels=20, frame_len=64, hop=32):
    frames = frame_signal(wave, frame_len, hop)
    power = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    mel = power @ mel_filterbank(n_mels, power.shape[1]).T
    return np.log(mel + 1e-6).T  # ROOT


def make_dataset(num, length=1024, num_words=5, seed=0):
    rng = np.random.default_rng(seed)
    waves = rng.standard_normal((num, length)).astype(np.float32)
    labels = rng.integers(0, num_words, size=num).astype(np.int32)
    feats = np.stack([log_mel(w) for w in waves])
    return feats, labels
