import numpy as np

BEAT_CLASSES = ["normal", "supraventricular", "ventricular", "fusion"]
BEAT_LEN = 90


def heartbeats(n, seed=42):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, BEAT_LEN)
    labels = rng.integers(0, len(BEAT_CLASSES), n).astype(np.int32)
    width = np.array([0.02, 0.015, 0.06, 0.04])[labels][:, None]
    shift = np.array([0.5, 0.4, 0.5, 0.45])[labels][:, None]
    beats = np.exp(-((t[None] - shift) / width) ** 2) + rng.normal(0, 0.05, (n, BEAT_LEN))
    return beats[:, None, :].astype(np.float32), labels
