import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from chem import random_molecules, message_rounds
from model import SolubilityMPNN


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    atoms, adj, mask, logs = random_molecules(config.BATCH * config.STEPS, config.SEED)
    net = SolubilityMPNN(message_rounds(mask))
    loss_fn = nn.MSELoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(a, e, m, y):
        return loss_fn(net(a, e, m), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(a, e, m, y):
        loss, grads = grad_fn(a, e, m, y)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        sl = slice(step * config.BATCH, (step + 1) * config.BATCH)
        batch = [ms.Tensor(arr[sl]) for arr in (atoms, adj, mask, logs)]
        print(f"step {step} mse {float(train_step(*batch).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
