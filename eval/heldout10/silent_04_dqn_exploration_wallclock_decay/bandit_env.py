import time

import numpy as np


class ContextualBandit:
    """4 arms; the best arm depends on which context feature is largest. Each pull takes a few ms."""

    def __init__(self, n_arms=4, seed=0, latency=0.01):
        self.rng = np.random.default_rng(seed)
        self.n_arms = n_arms
        self.latency = latency

    def observe(self, batch):
        return self.rng.normal(size=(batch, self.n_arms)).astype(np.float32)

    def pull(self, ctx, arms):
        time.sleep(self.latency)
        best = ctx.argmax(1)
        return (arms == best).astype(np.float32) + 0.1 * self.rng.normal(size=len(arms)).astype(np.float32)
