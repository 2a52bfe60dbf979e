import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as cfg
from data import impressions
from model import DCNv2


def main():
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    cats, dense, clicks = impressions(cfg.BATCH_SIZE * cfg.STEPS, rng)

    net = DCNv2()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    bce = nn.BCEWithLogitsLoss()

    def forward(c, d, y):
        return bce(net(c, d), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(c, d, y):
        loss, grads = grad_fn(c, d, y)
        opt(grads)
        return loss

    for step in range(cfg.STEPS):
        sl = slice(step * cfg.BATCH_SIZE, (step + 1) * cfg.BATCH_SIZE)
        loss = train_step(ms.Tensor(cats[sl]), ms.Tensor(dense[sl]), ms.Tensor(clicks[sl]))
        print(f"step {step} logloss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
