import numpy as np


class EpisodeStore:
    """Keeps transitions of a bandit policy and hands out random minibatches."""

    def __init__(self, capacity, context_dim):
        self.contexts = np.zeros((capacity, context_dim), np.float32)
        self.arms = np.zeros((capacity,), np.int32)  # expect: MSD416
        self.payoffs = np.zeros((capacity,), np.float32)
        self.count = 0

    def push(self, context, arm, payoff):
        self.contexts[self.count], self.arms[self.count], self.payoffs[self.count] = context, arm, payoff
        self.count += 1

    def draw(self, rng, size):
        picked = rng.choice(self.count, size=size, replace=False)
        return self.contexts[picked], self.arms[picked], self.payoffs[picked]
