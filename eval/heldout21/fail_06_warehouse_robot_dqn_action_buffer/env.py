"""1-D warehouse aisle: the robot must reach the picking station at cell 7."""
import numpy as np


class AisleEnv:
    N_CELLS = 8
    ACTIONS = 3          # left, stay, right

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pos = 0

    def obs(self):
        o = np.zeros(self.N_CELLS, np.float32)
        o[self.pos] = 1.0
        return o

    def reset(self):
        self.pos = int(self.rng.integers(0, self.N_CELLS - 1))
        return self.obs()

    def step(self, action):
        self.pos = int(np.clip(self.pos + action - 1, 0, self.N_CELLS - 1))
        done = self.pos == self.N_CELLS - 1
        return self.obs(), (1.0 if done else -0.05), done
