"""A policy-gradient learner picks the log-probability of each taken action with gather_elements.
The rollout buffer stores actions as float32, so the index is a float tensor. The learner's step
is called from the training loop with the buffer's batch; the line to change is the buffer's
allocation."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

from rollout_buffer import RolloutBuffer

ms.set_context(mode=ms.GRAPH_MODE)


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
