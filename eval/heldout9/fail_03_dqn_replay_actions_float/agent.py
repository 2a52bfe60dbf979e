import mindspore as ms
from mindspore import nn, ops


class QNetwork(nn.Cell):
    def __init__(self, obs_dim, num_actions, hidden=64):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(obs_dim, hidden), nn.ReLU(),
            nn.Dense(hidden, hidden), nn.ReLU(),
            nn.Dense(hidden, num_actions),
        )

    def construct(self, obs):
        return self.body(obs)


class TDLoss(nn.Cell):
    def __init__(self, q_net, target_net, gamma=0.99):
        super().__init__()
        self.q_net = q_net
        self.target_net = target_net
        self.gamma = gamma
        self.loss = nn.SmoothL1Loss()

    def construct(self, obs, actions, rewards, next_obs, dones):
        q_all = self.q_net(obs)
        q_taken = ops.gather_elements(q_all, 1, actions)
        next_q = ops.stop_gradient(self.target_net(next_obs)).max(axis=1, keepdims=True)
        target = rewards + self.gamma * (1.0 - dones) * next_q
        return self.loss(q_taken, target).mean()
