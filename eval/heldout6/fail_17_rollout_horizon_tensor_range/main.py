import mindspore as ms
import numpy as np
from mindspore import nn

from config import SIM
from dynamics import LearnedForce, Simulator


class RolloutLoss(nn.Cell):
    def __init__(self, sim):
        super().__init__()
        self.sim = sim

    def construct(self, pos, vel, target, horizon):
        return ((self.sim(pos, vel, horizon) - target) ** 2).mean()


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    n = SIM["num_particles"]
    pos = ms.Tensor(rng.uniform(size=(n, 2)).astype(np.float32))
    vel = ms.Tensor(np.zeros((n, 2), np.float32))
    target = ms.Tensor(rng.uniform(size=(n, 2)).astype(np.float32))
    horizon = ms.Tensor(SIM["horizon"], ms.int32)  # ROOT

    sim = Simulator(LearnedForce(), SIM["dt"], SIM["gravity"], SIM["damping"])
    loss_net = RolloutLoss(sim)
    opt = nn.Adam(sim.trainable_params(), learning_rate=1e-3)
    grad_fn = ms.value_and_grad(loss_net, None, opt.parameters)

    @ms.jit
    def train_step(p, v, t, h):
        loss, grads = grad_fn(p, v, t, h)
        opt(grads)
        return loss

    for it in range(2):
        print("iter", it, "rollout loss", train_step(pos, vel, target, horizon).asnumpy())


if __name__ == "__main__":
    main()
