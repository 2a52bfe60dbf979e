import numpy as np


class Corridor:
    """Walk left/right along a corridor; reward 1 at the right end."""

    def __init__(self, length):
        self.length = length
        self.pos = 0

    def reset(self):
        self.pos = 0
        return self.obs()

    def obs(self):
        o = np.zeros(self.length, np.float32)
        o[self.pos] = 1.0
        return o

    def step(self, action):
        self.pos = int(np.clip(self.pos + (1 if action == 1 else -1), 0, self.length - 1))
        done = self.pos == self.length - 1
        return self.obs(), float(done), done
