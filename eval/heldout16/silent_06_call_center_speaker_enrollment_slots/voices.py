import numpy as np

import config


class VoiceBank:
    """Each agent has a fixed voice 'signature'; call segments are noisy copies of it."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.signatures = {}

    def segments(self, agent, n):
        if agent not in self.signatures:
            self.signatures[agent] = self.rng.normal(0, 1, config.FEATURE_DIM)
        sig = self.signatures[agent]
        return (sig + 0.3 * self.rng.normal(0, 1, (n, config.FEATURE_DIM))).astype(np.float32)
