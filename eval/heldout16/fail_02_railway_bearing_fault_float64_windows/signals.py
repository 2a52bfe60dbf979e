"""Simulated accelerometer traces of axle-box bearings and their spectral features."""
import numpy as np

import config

FAULT_HZ = {0: None, 1: 162.0, 2: 107.0, 3: 71.0}


def simulate_recording(label, seconds, rng):
    t = np.arange(int(seconds * config.SAMPLE_RATE)) / config.SAMPLE_RATE
    sig = 0.4 * np.sin(2 * np.pi * 25.0 * t) + 0.1 * rng.standard_normal(t.shape)
    if FAULT_HZ[label] is not None:
        impacts = (np.sin(2 * np.pi * FAULT_HZ[label] * t) > 0.97).astype(np.float32)
        sig = sig + 0.8 * impacts * np.sin(2 * np.pi * 600.0 * t)
    return sig.astype(np.float32)


def frame(sig, window, hop):
    n = 1 + (len(sig) - window) // hop
    idx = np.arange(window)[None, :] + hop * np.arange(n)[:, None]
    return sig[idx]


def spectral_features(frames):
    """Log-magnitude spectrum of Hann-windowed frames."""
    spec = np.abs(np.fft.rfft(frames * np.hanning(frames.shape[-1]), axis=-1))
    return np.log1p(spec)  # ROOT


def build_windows(seed):
    rng = np.random.default_rng(seed)
    feats, labels = [], []
    for label in range(config.NUM_CLASSES):
        for _ in range(config.RECORDINGS_PER_CLASS):
            frames = frame(simulate_recording(label, 1.0, rng), config.WINDOW, config.HOP)
            feats.append(spectral_features(frames))
            labels.append(np.full(len(frames), label, dtype=np.int32))
    return np.concatenate(feats), np.concatenate(labels)
