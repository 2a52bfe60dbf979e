import numpy as np

import config
from utils import num_samples

FORMANTS = {"yes": (700, 1800), "no": (450, 900), "stop": (600, 1200), "go": (350, 800)}


def synth_utterance(word, rng):
    n = num_samples(config.SAMPLE_RATE, config.CLIP_SECONDS)
    t = np.arange(n) / config.SAMPLE_RATE
    noise = 0.05 * rng.randn(n)
    if word == "_silence_":
        return noise
    f1, f2 = FORMANTS[word]
    start = rng.uniform(0.02, 0.12)
    dur = rng.uniform(0.22, 0.32)
    env = np.clip((t - start) / 0.03, 0, 1) * np.clip((start + dur - t) / 0.05, 0, 1)
    pitch = rng.uniform(110, 200)
    voiced = np.sign(np.sin(2 * np.pi * pitch * t))
    return env * (0.6 * np.sin(2 * np.pi * f1 * t) + 0.4 * np.sin(2 * np.pi * f2 * t)) * (0.7 + 0.3 * voiced) + noise


def log_band_energies(signal):
    frames = [signal[s:s + config.WIN] * np.hamming(config.WIN)
              for s in range(0, len(signal) - config.WIN + 1, config.HOP)]
    spec = np.abs(np.fft.rfft(np.stack(frames), axis=1)) ** 2
    edges = np.linspace(0, spec.shape[1], config.N_BANDS + 1).astype(int)
    bands = np.stack([spec[:, a:b].sum(axis=1) for a, b in zip(edges[:-1], edges[1:])], axis=1)
    return np.log(bands + 1e-8)


def build_features(seed):
    rng = np.random.RandomState(seed)
    feats, labels = [], []
    for y, word in enumerate(config.KEYWORDS):
        for _ in range(config.CLIPS_PER_KEYWORD):
            feats.append(log_band_energies(synth_utterance(word, rng)))
            labels.append(y)
    feats = np.stack(feats)
    feats = (feats - feats.mean()) / feats.std()
    return feats.astype(np.float32), np.asarray(labels, np.int32)
