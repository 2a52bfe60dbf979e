from mindspore import nn


class QNetwork(nn.Cell):
    def __init__(self, obs_dim, num_actions, hidden=32):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Dense(obs_dim, hidden), nn.ReLU(),
            nn.Dense(hidden, hidden), nn.ReLU(),
            nn.Dense(hidden, num_actions),
        ])

    def construct(self, obs):
        return self.body(obs)
