import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


def q_network(obs_dim, hidden, num_actions):
    return nn.SequentialCell([nn.Dense(obs_dim, hidden), nn.ReLU(), nn.Dense(hidden, num_actions)])


class TDLoss(nn.Cell):
    def __init__(self, online, gamma):
        super().__init__()
        self.online = online
        self.gamma = gamma
        self.huber = nn.HuberLoss()

    def construct(self, obs, actions, rewards, next_q, dones):
        q = self.online(obs)
        q_taken = ops.gather_elements(q, 1, actions.reshape(-1, 1)).squeeze(-1)
        target = rewards + self.gamma * (1.0 - dones) * next_q.max(axis=1)
        return self.huber(q_taken, ops.stop_gradient(target))


class DQNAgent:
    def __init__(self, cfg, obs_dim, num_actions=2):
        self.cfg = cfg
        self.num_actions = num_actions
        self.online = q_network(obs_dim, cfg.hidden, num_actions)
        self.target = q_network(obs_dim, cfg.hidden, num_actions)
        self.sync()
        opt = nn.Adam(self.online.trainable_params(), learning_rate=cfg.lr)
        self.train_step = nn.TrainOneStepCell(TDLoss(self.online, cfg.gamma), opt)
        self.train_step.set_train()
        self.rng = np.random.default_rng(1)

    def sync(self):
        ms.load_param_into_net(self.target, {p.name: p.clone() for p in self.online.get_parameters()})

    def act(self, obs):
        if self.rng.random() < self.cfg.epsilon:
            return int(self.rng.integers(self.num_actions))
        return int(self.online(Tensor(obs[None])).asnumpy().argmax())

    def learn(self, batch):
        obs, actions, rewards, next_obs, dones = batch
        next_q = self.target(Tensor(next_obs))
        loss = self.train_step(Tensor(obs), Tensor(actions), Tensor(rewards), next_q, Tensor(dones))
        return float(loss.asnumpy())
