import numpy as np


class GridWorld:
    MOVES = ((-1, 0), (1, 0), (0, -1), (0, 1))

    def __init__(self, size, rng):
        self.size = size
        self.rng = rng

    def reset(self):
        self.pos = self.rng.integers(0, self.size, 2)
        self.goal = np.array([self.size - 1, self.size - 1])
        return self.observe()

    def observe(self):
        obs = np.zeros((2, self.size, self.size), dtype=np.float32)
        obs[0, self.pos[0], self.pos[1]] = 1.0
        obs[1, self.goal[0], self.goal[1]] = 1.0
        return obs.reshape(-1)

    def step(self, action):
        self.pos = np.clip(self.pos + self.MOVES[action], 0, self.size - 1)
        done = bool((self.pos == self.goal).all())
        return self.observe(), (1.0 if done else -0.05), done
