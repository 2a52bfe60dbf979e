import numpy as np

import config


def synth_call(species_idx, rng):
    t = np.arange(int(config.SAMPLE_RATE * config.CLIP_SECONDS)) / config.SAMPLE_RATE
    base = 900.0 + 600.0 * species_idx
    sweep = base + (300.0 + 150.0 * species_idx) * np.sin(2 * np.pi * (2 + species_idx) * t)
    phase = 2 * np.pi * np.cumsum(sweep) / config.SAMPLE_RATE
    envelope = np.clip(np.sin(np.pi * t / config.CLIP_SECONDS), 0, None) ** 2
    return envelope * np.sin(phase) + 0.05 * rng.randn(t.size)


def band_energies(signal):
    window = np.hanning(config.FRAME)
    n_frames = 1 + (signal.size - config.FRAME) // config.HOP
    frames = np.stack([signal[i * config.HOP:i * config.HOP + config.FRAME] * window for i in range(n_frames)])
    power = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    edges = np.linspace(0, power.shape[1], config.N_BANDS + 1).astype(int)
    bands = np.stack([power[:, a:b].sum(axis=1) for a, b in zip(edges[:-1], edges[1:])], axis=1)
    return np.log(bands + 1e-6).astype(np.float32)


def build_corpus(seed):
    rng = np.random.RandomState(seed)
    feats, labels = [], []
    for idx in range(len(config.SPECIES)):
        for _ in range(config.CLIPS_PER_SPECIES):
            feats.append(band_energies(synth_call(idx, rng)))
            labels.append(idx)
    feats = np.stack(feats)
    feats = (feats - feats.mean(axis=(0, 1))) / (feats.std(axis=(0, 1)) + 1e-6)
    order = rng.permutation(len(labels))
    return feats[order].astype(np.float32), np.asarray(labels, np.int32)[order]
