"""A fixed-size store of transitions for an on-policy learner."""
import numpy as np


class RolloutBuffer:
    def __init__(self, size, obs_dim):
        self.obs = np.zeros((size, obs_dim), dtype=np.float32)
        self.actions = np.zeros((size,), dtype=np.float32)  # expect: MSD503
        self.returns = np.zeros((size,), dtype=np.float32)
        self.count = 0

    def add(self, obs, action, ret):
        self.obs[self.count], self.actions[self.count], self.returns[self.count] = obs, action, ret
        self.count += 1

    def batch(self):
        return self.obs[:self.count], self.actions[:self.count], self.returns[:self.count]
