import numpy as np
import mindspore as ms
from mindspore import nn

import config
from market import simulate_bars, make_windows
from tcn import VolatilityTCN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = make_windows(*simulate_bars(config.SEED))
    print("windows:", x.shape)

    net = VolatilityTCN(x.shape[1], config.CHANNELS, config.KERNEL, config.DILATIONS)
    loss_fn = nn.MSELoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(xb, yb):
        return loss_fn(net(xb), yb)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(xb, yb):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        return loss

    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        order = rng.permutation(len(y))
        losses = []
        for b in range(0, len(order) - config.BATCH_SIZE + 1, config.BATCH_SIZE):
            idx = order[b:b + config.BATCH_SIZE]
            losses.append(float(train_step(ms.Tensor(x[idx]), ms.Tensor(y[idx])).asnumpy()))
        print(f"epoch {epoch + 1}: mse {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
