"""Train a dilated TCN to predict normalised remaining useful life."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from data import sliding_windows, batches
from tcn import RULNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    x, y = sliding_windows()
    print(f"{len(x)} windows of shape {x.shape[1:]}")
    net = RULNet(config.NUM_SENSORS, config.CHANNELS, config.KERNEL_SIZE, config.DILATIONS,
                 config.CONV_PAD_MODE, config.DROPOUT)
    loss_fn = nn.HuberLoss(delta=0.2)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(xb, yb):
        return loss_fn(net(xb), yb)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(xb, yb):
        loss, grads = grad_fn(xb, yb)
        optimizer(grads)
        return loss

    net.set_train()
    rng = np.random.default_rng(1)
    step = 0
    for xb, yb in batches(x, y, config.BATCH_SIZE, rng):
        loss = train_step(ms.Tensor(xb), ms.Tensor(yb))
        step += 1
        print(f"step {step}: huber {float(loss):.4f}")
        if step == config.STEPS:
            break


if __name__ == "__main__":
    main()
