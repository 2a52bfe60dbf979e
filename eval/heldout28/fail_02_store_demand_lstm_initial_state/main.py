import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import simulate_sales, make_windows, minibatches
from model import DemandForecaster


def main():
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    xs, ys = make_windows(simulate_sales(rng))

    net = DemandForecaster(len(config.FEATURES), config.HIDDEN, config.LSTM_LAYERS, config.DROPOUT)
    loss_fn = nn.MSELoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for step, (xb, yb) in enumerate(minibatches(xs, ys, rng, config.BATCH_SIZE)):
        if step == config.STEPS:
            break
        loss = train_step(Tensor(xb), Tensor(yb))
        print(f"step {step}: mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
