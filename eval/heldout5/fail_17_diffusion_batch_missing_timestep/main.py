import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, ops

from data import make_batch
from model import EpsNet
from schedule import linear_alphas_cumprod

net = EpsNet()
optimizer = nn.Adam(net.trainable_params(), learning_rate=2e-3)
alphas_cumprod = ms.Tensor(linear_alphas_cumprod())


def diffusion_loss(x0, noise, t):
    a = ops.gather(alphas_cumprod, t, 0)[:, None]
    xt = ops.sqrt(a) * x0 + ops.sqrt(1 - a) * noise
    return ops.mse_loss(net(xt, t), noise)


grad_fn = ms.value_and_grad(diffusion_loss, None, optimizer.parameters)


@ms.jit
def train_step(x0, noise, t):
    loss, grads = grad_fn(x0, noise, t)
    optimizer(grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    for step in range(2):
        batch = [ms.Tensor(a) for a in make_batch(rng)]
        loss = train_step(*batch)
        print("step", step, "loss", loss)


if __name__ == "__main__":
    main()
