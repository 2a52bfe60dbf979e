"""The rollout buffer stores actions as int32 indices."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RolloutBuffer:
    def __init__(self, size, obs_dim):
        self.obs = np.zeros((size, obs_dim), dtype=np.float32)
        self.actions = np.zeros((size,), dtype=np.int32)
        self.returns = np.zeros((size,), dtype=np.float32)
        self.count = 0

    def add(self, obs, action, ret):
        self.obs[self.count], self.actions[self.count], self.returns[self.count] = obs, action, ret
        self.count += 1

    def batch(self):
        return self.obs[:self.count], self.actions[:self.count], self.returns[:self.count]


class PolicyLoss(nn.Cell):
    def __init__(self, policy):
        super().__init__()
        self.policy = policy

    def construct(self, obs, actions, returns):
        logp = ops.log_softmax(self.policy(obs), axis=-1)
        taken = ops.gather_elements(logp, 1, actions.reshape(-1, 1)).squeeze(-1)
        return -(taken * returns).mean()


class Learner:
    def __init__(self):
        self.loss = PolicyLoss(nn.Dense(4, 2))

    def update(self, batch):
        obs, actions, returns = batch
        return self.loss(Tensor(obs), Tensor(actions), Tensor(returns))


def train():
    rng = np.random.default_rng(0)
    buffer, learner = RolloutBuffer(8, 4), Learner()
    for _ in range(8):
        buffer.add(rng.normal(size=4), rng.integers(0, 2), rng.normal())
    print(learner.update(buffer.batch()))


if __name__ == "__main__":
    train()
