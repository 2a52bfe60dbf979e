"""Synthetic log-mel clips: each keyword has its own formant track plus noise."""
import numpy as np

import config


def formant_track(label, n_frames, n_mels):
    """A smooth energy ridge that drifts across mel bands, different per keyword."""
    t = np.linspace(0.0, 1.0, n_frames)
    centre = (label * 2.3 + 4.0 * np.sin(np.pi * t * (1 + label % 3))) % n_mels
    bands = np.arange(n_mels)[None, :]
    return np.exp(-0.5 * ((bands - centre[:, None]) / 1.5) ** 2)


def make_clips(rng):
    feats, labels = [], []
    for label in range(config.NUM_CLASSES):
        ridge = formant_track(label, config.N_FRAMES, config.N_MELS)
        for _ in range(config.CLIPS_PER_CLASS):
            noise = rng.normal(0.0, 0.3, size=ridge.shape)
            logmel = np.log1p(4.0 * ridge + np.abs(noise))
            feats.append(logmel.astype(np.float32))
            labels.append(label)
    return np.stack(feats), np.asarray(labels, dtype=np.int32)


def standardize(feats):
    mean = feats.mean(axis=(0, 1), keepdims=True)
    std = feats.std(axis=(0, 1), keepdims=True) + 1e-5
    return ((feats - mean) / std).astype(np.float32)
