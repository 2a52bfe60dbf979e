"""Contextual bandit whose experience store keeps the pulled arms as int32 indices."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from experience_good import Experience

ms.set_context(mode=ms.GRAPH_MODE)
ARMS, CONTEXT = 4, 6


class PulledArmLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scores = nn.SequentialCell(nn.Dense(CONTEXT, 16), nn.ReLU(), nn.Dense(16, ARMS))

    def construct(self, contexts, arms, rewards):
        taken = ops.gather_elements(self.scores(contexts), 1, arms)
        return ((taken - rewards) ** 2).mean()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    store = Experience(64, CONTEXT)
    for _ in range(64):
        store.add(rng.normal(size=CONTEXT), rng.integers(0, ARMS), rng.random())
    loss = PulledArmLoss()
    for _ in range(2):
        batch = [ms.Tensor(part) for part in store.sample(16)]
        print(loss(*batch))
