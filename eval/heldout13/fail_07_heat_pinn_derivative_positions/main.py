import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import FieldNet
from physics import HeatResidual

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def sample_points(rng):
    t = rng.uniform(0, 1, (config.N_COLLOCATION, 1)).astype(np.float32)
    x = rng.uniform(-1, 1, (config.N_COLLOCATION, 1)).astype(np.float32)
    x0 = rng.uniform(-1, 1, (config.N_BOUNDARY, 1)).astype(np.float32)
    t_b = np.concatenate([np.zeros_like(x0), rng.uniform(0, 1, (config.N_BOUNDARY, 1))]).astype(np.float32)
    x_b = np.concatenate([x0, rng.choice([-1.0, 1.0], (config.N_BOUNDARY, 1))]).astype(np.float32)
    u_b = np.where(t_b == 0, np.sin(np.pi * x_b), 0.0).astype(np.float32)
    return [ms.Tensor(a) for a in (t, x, t_b, x_b, u_b)]


def main():
    field = FieldNet(config.HIDDEN, config.DEPTH)
    loss_net = HeatResidual(field, config.ALPHA)
    opt = nn.Adam(field.trainable_params(), learning_rate=config.LR)
    trainer = nn.TrainOneStepCell(loss_net, opt)
    rng = np.random.default_rng(0)
    for step in range(config.STEPS):
        loss = trainer(*sample_points(rng))
        print(f"step {step} physics loss {float(loss.asnumpy()):.5f}")


if __name__ == "__main__":
    main()
