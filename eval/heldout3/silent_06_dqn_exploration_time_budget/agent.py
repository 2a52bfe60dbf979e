import time

import mindspore as ms
from mindspore import nn, ops


class QNet(nn.Cell):
    def __init__(self, obs_dim, n_actions):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(obs_dim, 16), nn.ReLU(), nn.Dense(16, n_actions))

    def construct(self, obs):
        return self.mlp(obs)


class Agent(nn.Cell):
    """Explores uniformly at random until the wall-clock exploration budget is used up."""

    def __init__(self, obs_dim, n_actions, explore_seconds):
        super().__init__()
        self.q = QNet(obs_dim, n_actions)
        self.n_actions = n_actions
        self.explore_until = time.monotonic() + explore_seconds

    def construct(self, obs, noise):
        exploring = time.monotonic() < self.explore_until  # ROOT
        greedy = self.q(obs).argmax(-1).astype(ms.int32)
        random_action = (noise * self.n_actions).astype(ms.int32)
        if exploring:
            return random_action, 1
        return greedy, 0
