import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import FlightTimeGRU
from telemetry import as_tensors, minibatches, windows


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = windows(config.SEED)
    cut = int(0.8 * len(x))
    x_tr, y_tr, x_va, y_va = x[:cut], y[:cut], x[cut:], y[cut:]

    net = FlightTimeGRU(len(config.CHANNELS), config.HIDDEN)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    mse = nn.MSELoss()

    def forward(xb, yb):
        return mse(net(xb), yb)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(xb, yb):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        return loss

    rng = np.random.default_rng(config.SEED)
    for epoch in range(config.EPOCHS):
        losses = [float(train_step(xb, yb)) for xb, yb in minibatches(x_tr, y_tr, config.BATCH_SIZE, rng)]
        print(f"epoch {epoch}: train mse {np.mean(losses):.3f}")

    xv, yv = as_tensors(x_va, y_va)
    print(f"validation mae (min): {float(ops_mae(net(xv), yv)):.3f}")


def ops_mae(pred, target):
    return (pred - target).abs().mean()


if __name__ == "__main__":
    main()
