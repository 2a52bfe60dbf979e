import numpy as np


class GridWorld:
    """Reach the bottom-right corner; -0.01 per step, +1 at the goal."""

    ACTIONS = np.array([[-1, 0], [1, 0], [0, -1], [0, 1]])

    def __init__(self, size, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)
        self.pos = None

    def reset(self):
        self.pos = self.rng.integers(0, self.size, size=2)
        return self.observe()

    def observe(self):
        obs = np.zeros(self.size * self.size, np.float32)
        obs[self.pos[0] * self.size + self.pos[1]] = 1.0
        return obs

    def step(self, action):
        self.pos = np.clip(self.pos + self.ACTIONS[action], 0, self.size - 1)
        done = bool((self.pos == self.size - 1).all())
        reward = 1.0 if done else -0.01
        obs = self.observe()
        if done:
            obs = self.reset()
        return obs, reward, done
