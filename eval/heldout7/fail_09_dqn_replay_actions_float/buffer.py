import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, obs_dim, seed=0):
        self.obs_dim = obs_dim
        self.storage = np.zeros((capacity, 2 * obs_dim + 3), np.float32)
        self.capacity = capacity
        self.size = 0
        self.ptr = 0
        self.rng = np.random.default_rng(seed)

    def add(self, obs, action, reward, next_obs, done):
        self.storage[self.ptr] = np.concatenate([obs, [action, reward], next_obs, [float(done)]])
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        idx = self.rng.integers(0, self.size, size=batch_size)
        batch = self.storage[idx]
        o = self.obs_dim
        obs = batch[:, :o]
        actions = batch[:, o:o + 1]  # ROOT
        rewards = batch[:, o + 1]
        next_obs = batch[:, o + 2:2 * o + 2]
        dones = batch[:, 2 * o + 2]
        return obs, actions, rewards, next_obs, dones
