import numpy as np
from mindspore import Tensor

from config import NUM_CLASSES, NUM_LEADS, SAMPLE_RATE, WINDOW_SECONDS


def synth_ecg(rng, batch):
    n = SAMPLE_RATE * WINDOW_SECONDS
    t = np.arange(n) / SAMPLE_RATE
    hr = rng.uniform(0.8, 2.0, size=(batch, 1, 1))
    beats = np.sin(2 * np.pi * hr * t) ** 15
    leads = beats * rng.uniform(0.5, 1.5, size=(batch, NUM_LEADS, 1))
    leads = leads + rng.normal(0, 0.05, size=leads.shape)
    labels = rng.integers(0, NUM_CLASSES, size=batch)
    return Tensor(leads.astype(np.float32)), Tensor(labels.astype(np.int32))
