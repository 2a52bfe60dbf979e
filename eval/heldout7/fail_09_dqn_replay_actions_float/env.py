import numpy as np


class ChainEnv:
    """Walk left/right on a short chain; reward at the right end."""

    def __init__(self, length=6, seed=0):
        self.length = length
        self.rng = np.random.default_rng(seed)
        self.pos = 0

    def _obs(self):
        obs = np.zeros(self.length, np.float32)
        obs[self.pos] = 1.0
        return obs

    def reset(self):
        self.pos = 0
        return self._obs()

    def step(self, action):
        self.pos = min(self.pos + 1, self.length - 1) if action == 1 else max(self.pos - 1, 0)
        done = self.pos == self.length - 1
        return self._obs(), (1.0 if done else -0.01), done
