import numpy as np
import mindspore as ms
from mindspore import nn

from curriculum import horizon_schedule
from model import MaskedHorizonLoss, TrafficAutoencoder

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(31)

SENSORS, WINDOW, STEPS = 6, 24, 8


def loop_detector_windows(batch, rng):
    t = np.arange(WINDOW)[None, None, :] + rng.integers(0, 288, size=(batch, 1, 1))
    daily = np.sin(2 * np.pi * t / 288) + 0.3 * np.sin(2 * np.pi * t / 48)
    offsets = rng.normal(scale=0.2, size=(batch, SENSORS, 1))
    return (daily + offsets + 0.05 * rng.normal(size=(batch, SENSORS, WINDOW))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    net = TrafficAutoencoder(SENSORS, WINDOW)
    loss_cell = MaskedHorizonLoss(net, WINDOW, horizon_schedule(STEPS))
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    grad_fn = ms.value_and_grad(loss_cell, None, opt.parameters, has_aux=True)

    def train_step(x):
        (loss, n_hidden), grads = grad_fn(x)
        opt(grads)
        return loss, n_hidden

    for step in range(STEPS):
        loss, n_hidden = train_step(ms.Tensor(loop_detector_windows(16, rng)))
        print(f"step {step}: hidden steps per window {int(n_hidden.asnumpy())}, loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
