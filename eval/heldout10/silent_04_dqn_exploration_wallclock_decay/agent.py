import math
import time

import mindspore as ms
from mindspore import nn, ops


class QNet(nn.Cell):
    def __init__(self, n_in, n_arms, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(n_in, hidden), nn.ReLU(), nn.Dense(hidden, n_arms))

    def construct(self, x):
        return self.net(x)


class EpsilonGreedy(nn.Cell):
    """Explores with probability eps, which decays with the wall-clock time since the agent started."""

    def __init__(self, qnet, n_arms, eps_min=0.05, decay_seconds=0.5):
        super().__init__()
        self.qnet = qnet
        self.n_arms = n_arms
        self.eps_min = eps_min
        self.decay_seconds = decay_seconds
        self.t0 = time.time()

    def construct(self, ctx):
        eps = max(self.eps_min, math.exp(-(time.time() - self.t0) / self.decay_seconds))  # ROOT
        greedy = self.qnet(ctx).argmax(-1).astype(ms.int32)
        random_arm = ops.randint(0, self.n_arms, greedy.shape, dtype=ms.int32)
        explore = ops.rand(greedy.shape) < eps
        return ops.where(explore, random_arm, greedy), ops.fill(ms.float32, (), eps)


class QRegression(nn.Cell):
    def __init__(self, qnet):
        super().__init__()
        self.qnet = qnet

    def construct(self, ctx, arms, reward):
        q = ops.gather_elements(self.qnet(ctx), 1, arms.expand_dims(1)).squeeze(1)
        return ((q - reward) ** 2).mean()
