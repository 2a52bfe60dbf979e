import numpy as np
import mindspore as ms
from mindspore import nn, ops


def make_mlp(sizes, activation=nn.Tanh):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Dense(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(activation)  # ROOT
    return nn.SequentialCell(layers)


class ActorCritic(nn.Cell):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.actor = make_mlp((obs_dim, *hidden, act_dim))
        self.critic = make_mlp((obs_dim, *hidden, 1))
        self.log_std = ms.Parameter(ms.Tensor(np.full((act_dim,), -0.5, np.float32)), name="log_std")

    def construct(self, obs):
        return self.actor(obs), self.log_std, self.critic(obs)[:, 0]


class A2CLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, obs, actions, returns):
        mean, log_std, value = self.net(obs)
        std = ops.exp(log_std)
        logp = (-0.5 * ops.square((actions - mean) / std) - log_std - 0.9189385).sum(axis=1)
        adv = ops.stop_gradient(returns - value)
        return -(logp * adv).mean() + 0.5 * ops.square(returns - value).mean()
