import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import NextRecipeModel


def sessions(rng):
    hist = rng.integers(1, config.N_RECIPES + 1, (config.BATCH, config.HISTORY)).astype(np.int32)
    nxt = ((hist[:, -1] + 7) % config.N_RECIPES + 1).astype(np.int32)    # "cook-next" pattern
    return ms.Tensor(hist), ms.Tensor(nxt)


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    net = NextRecipeModel()
    ce = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(hist, nxt):
        return ce(net(hist), nxt)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(hist, nxt):
        loss, grads = grad_fn(hist, nxt)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        print(f"step {step} loss {float(train_step(*sessions(rng)).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
