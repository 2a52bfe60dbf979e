import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from agent import DoubleDQNLoss, q_mlp

ms.set_context(mode=ms.GRAPH_MODE)

OBS_DIM, N_ACTIONS = 8, 4


class ReplayBuffer:
    def __init__(self, capacity, seed=0):
        self.rng = np.random.default_rng(seed)
        self.obs = np.zeros((capacity, OBS_DIM), np.float32)
        self.next_obs = np.zeros((capacity, OBS_DIM), np.float32)
        self.actions = np.zeros(capacity, np.int32)
        self.rewards = np.zeros(capacity, np.float32)
        self.dones = np.zeros(capacity, np.float32)
        self.size = 0

    def fill_random(self, n):
        self.obs[:n] = self.rng.normal(size=(n, OBS_DIM))
        self.next_obs[:n] = self.obs[:n] + 0.1 * self.rng.normal(size=(n, OBS_DIM))
        self.actions[:n] = self.rng.integers(0, N_ACTIONS, size=n)
        self.rewards[:n] = -np.abs(self.obs[:n, 0])
        self.dones[:n] = self.rng.random(n) < 0.05
        self.size = n

    def sample(self, batch):
        idx = self.rng.integers(0, self.size, size=batch)
        return tuple(Tensor(a[idx]) for a in (self.obs, self.actions, self.rewards, self.next_obs, self.dones))


online, target = q_mlp(OBS_DIM, N_ACTIONS), q_mlp(OBS_DIM, N_ACTIONS)
ms.load_param_into_net(target, {p.name: p.clone() for p in online.get_parameters()})
for p in target.get_parameters():
    p.requires_grad = False
loss_net = DoubleDQNLoss(online, target, N_ACTIONS)
trainer = nn.TrainOneStepCell(loss_net, nn.Adam(online.trainable_params(), learning_rate=5e-4))
trainer.set_train()

buffer = ReplayBuffer(5000)
buffer.fill_random(5000)
for update in range(6):
    loss = trainer(*buffer.sample(64))
    print(f"update {update}: td loss {loss.asnumpy():.5f}")
