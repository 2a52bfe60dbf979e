"""Synthetic beats: a Gaussian QRS complex whose width/shape depends on the class."""
import numpy as np

import config

# (QRS width in samples, P-wave amplitude, T-wave amplitude, premature shift)
MORPHOLOGY = {"N": (3.0, 0.15, 0.30, 0), "S": (3.0, 0.05, 0.30, -10),
              "V": (8.0, 0.00, -0.40, -6), "F": (5.5, 0.08, 0.10, -3)}


def synth_beat(kind, rng):
    width, p_amp, t_amp, shift = MORPHOLOGY[kind]
    t = np.arange(config.BEAT_WINDOW) - config.BEAT_WINDOW // 2 - shift
    qrs = np.exp(-0.5 * (t / width) ** 2)
    p = p_amp * np.exp(-0.5 * ((t + 20) / 4.0) ** 2)
    tw = t_amp * np.exp(-0.5 * ((t - 25) / 7.0) ** 2)
    return qrs + p + tw + rng.normal(0, 0.03, size=t.shape)


def segment_beats(rng):
    beats, labels = [], []
    for label, kind in enumerate(config.CLASSES):
        for _ in range(config.BEATS_PER_CLASS):
            beats.append(synth_beat(kind, rng))
            labels.append(label)
    return np.stack(beats), np.asarray(labels, dtype=np.int32)


def to_network_input(beats):
    """Baseline-correct and scale each beat; returns the array the CNN consumes."""
    beats = beats - np.median(beats, axis=1, keepdims=True)
    beats = beats / (np.abs(beats).max(axis=1, keepdims=True) + 1e-6)
    return beats.astype(np.float32)  # ROOT
