"""Experience storage for the bandit learner."""
import numpy as np


class Experience:
    def __init__(self, capacity, context_dim, seed=0):
        self.contexts = np.zeros((capacity, context_dim), dtype=np.float32)
        self.arms = np.zeros((capacity, 1), dtype=np.int32)
        self.rewards = np.zeros((capacity, 1), dtype=np.float32)
        self.count = 0
        self.rng = np.random.default_rng(seed)

    def add(self, context, arm, reward):
        self.contexts[self.count], self.arms[self.count], self.rewards[self.count] = context, arm, reward
        self.count += 1

    def sample(self, size):
        idx = self.rng.integers(0, self.count, size=size)
        return self.contexts[idx], self.arms[idx], self.rewards[idx]
