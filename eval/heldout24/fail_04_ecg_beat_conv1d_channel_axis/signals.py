import numpy as np

import config


def synth_record(seed):
    rng = np.random.RandomState(seed)
    n = config.FS * config.RECORD_SECONDS
    ecg = 0.03 * rng.randn(n)
    peaks, labels = [], []
    pos = config.FS // 2
    while pos < n - config.FS:
        kind = rng.choice(3, p=[0.7, 0.2, 0.1])
        width = {0: 6, 1: 14, 2: 7}[kind]
        amp = {0: 1.0, 1: 1.6, 2: 0.8}[kind]
        idx = np.arange(n)
        ecg += amp * np.exp(-0.5 * ((idx - pos) / width) ** 2)
        ecg -= 0.15 * amp * np.exp(-0.5 * ((idx - pos - 3 * width) / (2 * width)) ** 2)
        peaks.append(pos)
        labels.append(kind)
        rr = int(config.FS * (0.8 if kind == 0 else 0.55) + rng.randint(-10, 10))
        pos += rr
    return ecg, np.asarray(peaks), np.asarray(labels, np.int32)


def segment_beats(ecg, peaks, labels):
    half = config.BEAT_WINDOW // 2
    beats, keep = [], []
    for p, y in zip(peaks, labels):
        if p - half < 0 or p + half > ecg.size:
            continue
        w = ecg[p - half:p + half]
        beats.append((w - w.mean()) / (w.std() + 1e-6))
        keep.append(y)
    return np.stack(beats).astype(np.float32), np.asarray(keep, np.int32)  # ROOT
