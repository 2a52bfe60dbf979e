"""One-second voice-command clips (synthetic formant tones at 8 kHz)."""
import numpy as np

KEYWORDS = ["yes", "no", "up", "down"]
SAMPLE_RATE = 8000


class CommandClips:
    def __init__(self, per_class=6, seed=13):
        rng = np.random.default_rng(seed)
        t = np.arange(SAMPLE_RATE // 4) / SAMPLE_RATE
        self.items = []
        for label, base in enumerate([300.0, 450.0, 700.0, 950.0]):
            for _ in range(per_class):
                f = base * rng.uniform(0.95, 1.05)
                wav = 0.5 * np.sin(2 * np.pi * f * t) + 0.02 * rng.normal(size=t.size)
                self.items.append((wav.astype(np.float32), np.int32(label)))

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)
