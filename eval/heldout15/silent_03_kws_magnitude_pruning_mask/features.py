"""Flattened log-mel patches for four wake-up keywords plus background noise."""
import numpy as np

KEYWORDS = ["_noise_", "lights", "music", "stop", "weather"]
MELS, FRAMES = 10, 8


def keyword_patch(rng, k, templates):
    return (templates[k] + rng.normal(0, 0.6, templates[k].shape)).astype(np.float32).reshape(-1)


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    templates = np.random.default_rng(123).normal(0, 1, (len(KEYWORDS), MELS, FRAMES))
    y = rng.integers(0, len(KEYWORDS), n).astype(np.int32)
    return np.stack([keyword_patch(rng, k, templates) for k in y]), y
