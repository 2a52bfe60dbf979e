import numpy as np

import config


class CoughClips:
    """Random-access clips: a burst envelope over noise; wet coughs carry extra low-frequency rattle."""

    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        length = int(config.SAMPLE_RATE * config.CLIP_SECONDS)
        t = np.arange(length) / config.SAMPLE_RATE
        self.labels = rng.integers(0, 2, n).astype(np.int32)
        self.clips = []
        for lab in self.labels:
            env = np.exp(-((t - rng.uniform(0.05, 0.1)) / 0.03) ** 2)
            sig = rng.normal(0, 1, length) * env
            if lab:
                sig += 0.8 * np.sin(2 * np.pi * rng.uniform(60, 120) * t) * env
            self.clips.append((sig / np.abs(sig).max())[None].astype(np.float32))

    def __getitem__(self, i):
        return self.clips[i], self.labels[i]

    def __len__(self):
        return len(self.labels)
