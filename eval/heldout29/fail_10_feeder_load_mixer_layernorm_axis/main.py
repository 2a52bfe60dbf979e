import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import feeder_days
from model import FeederForecaster


def main():
    ms.set_seed(config.SEED)
    x, y = feeder_days(np.random.default_rng(config.SEED))
    net = FeederForecaster(len(config.INPUTS), config.HOURS, config.D_MODEL)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    mse = nn.MSELoss()

    def forward(a, b):
        return mse(net(a), b)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(a, b):
        loss, grads = grad_fn(a, b)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        lo = step * config.BATCH_SIZE
        loss = train_step(Tensor(x[lo:lo + config.BATCH_SIZE]), Tensor(y[lo:lo + config.BATCH_SIZE]))
        print(f"step {step}: load MSE {float(loss):.4f}")


if __name__ == "__main__":
    main()
