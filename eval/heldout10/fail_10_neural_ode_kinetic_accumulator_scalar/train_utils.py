import numpy as np
from mindspore import nn, ops


def two_moons(n, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0, np.pi, n // 2)
    upper = np.stack([np.cos(a), np.sin(a)], 1)
    lower = np.stack([1 - np.cos(a), 0.5 - np.sin(a)], 1)
    x = np.concatenate([upper, lower]) + 0.05 * rng.normal(size=(n, 2))
    return x.astype(np.float32)


class RegularisedFlowLoss(nn.Cell):
    """Match the flow's endpoint to the targets and penalise the path's kinetic energy."""

    def __init__(self, flow, kinetic_weight):
        super().__init__()
        self.flow = flow
        self.w = kinetic_weight

    def construct(self, z0, target, t_end):
        z1, kinetic = self.flow(z0, t_end)
        return ops.mse_loss(z1, target) + self.w * kinetic.mean()
