"""Optical-sensor wingbeat snippets (2 kHz sampling) with harmonics and sensor noise."""
import numpy as np

from taxonomy import FIELD_SPECIES, WINGBEAT_HZ

SR = 2000
SAMPLES = 256


def wingbeat(rng, species):
    t = np.arange(SAMPLES) / SR
    f = WINGBEAT_HZ[species] * rng.uniform(0.95, 1.05)
    sig = np.sin(2 * np.pi * f * t) + 0.4 * np.sin(4 * np.pi * f * t + rng.uniform(0, np.pi))
    return (sig + rng.normal(0, 0.3, SAMPLES)).astype(np.float32)


def field_recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    species = rng.choice(FIELD_SPECIES, size=n).astype(np.int32)
    clips = np.stack([wingbeat(rng, s) for s in species])
    return clips, species


def spectrum(clip):
    mag = np.abs(np.fft.rfft(clip * np.hanning(len(clip))))
    return (np.log1p(mag) / 4.0).astype(np.float32)


def label_space(species):
    return len(np.unique(species))  # ROOT
