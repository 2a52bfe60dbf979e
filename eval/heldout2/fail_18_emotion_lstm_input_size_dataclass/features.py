import numpy as np

SAMPLE_RATE = 16000
HOP = 160
N_MELS = 80


def fake_log_mel(rng, n_utts, max_frames):
    feats = np.zeros((n_utts, max_frames, N_MELS), np.float32)
    lengths = rng.integers(max_frames // 2, max_frames + 1, size=n_utts)
    for i, n in enumerate(lengths):
        spec = rng.gamma(2.0, 1.0, size=(n, N_MELS))
        feats[i, :n] = np.log(spec + 1e-6)
    mean = feats.mean(axis=(0, 1), keepdims=True)
    std = feats.std(axis=(0, 1), keepdims=True) + 1e-5
    return ((feats - mean) / std).astype(np.float32), lengths.astype(np.int32)
