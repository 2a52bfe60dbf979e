from mindspore import nn, ops


class QNetwork(nn.Cell):
    def __init__(self, obs_dim, hidden, num_actions):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(obs_dim, hidden), nn.ReLU(),
                                      nn.Dense(hidden, hidden), nn.ReLU(),
                                      nn.Dense(hidden, num_actions)])

    def construct(self, obs):
        return self.mlp(obs)


class TDLoss(nn.Cell):
    def __init__(self, online, target, gamma):
        super().__init__()
        self.online = online
        self.target = target
        self.gamma = gamma

    def construct(self, obs, actions, rewards, next_obs, dones):
        q = ops.gather_elements(self.online(obs), 1, actions[:, None])[:, 0]
        next_q = ops.max(self.target(next_obs), axis=1)  # ROOT
        td_target = rewards + self.gamma * next_q * (1.0 - dones)
        return ops.smooth_l1_loss(q, ops.stop_gradient(td_target), reduction="mean")
