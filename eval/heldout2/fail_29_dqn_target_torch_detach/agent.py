import mindspore as ms
from mindspore import nn, ops


def q_mlp(obs_dim, n_actions, hidden=128):
    return nn.SequentialCell([
        nn.Dense(obs_dim, hidden), nn.ReLU(),
        nn.Dense(hidden, hidden), nn.ReLU(),
        nn.Dense(hidden, n_actions),
    ])


class DoubleDQNLoss(nn.Cell):
    def __init__(self, online, target, n_actions, gamma=0.99):
        super().__init__()
        self.online = online
        self.target = target
        self.n_actions = n_actions
        self.gamma = gamma
        self.huber = nn.HuberLoss(delta=1.0)

    def construct(self, obs, actions, rewards, next_obs, dones):
        q = self.online(obs)
        onehot = ops.one_hot(actions, self.n_actions, ops.ones((), ms.float32), ops.zeros((), ms.float32))
        q_taken = (q * onehot).sum(axis=-1)
        next_actions = self.online(next_obs).argmax(axis=-1)
        next_q = self.target(next_obs).detach()  # ROOT
        next_onehot = ops.one_hot(next_actions, self.n_actions, ops.ones((), ms.float32), ops.zeros((), ms.float32))
        bootstrap = (next_q * next_onehot).sum(axis=-1)
        td_target = rewards + self.gamma * (1.0 - dones) * bootstrap
        return self.huber(q_taken, ops.stop_gradient(td_target))
