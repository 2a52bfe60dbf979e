import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import synthetic_market, make_windows
from model import PriceTCN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)

    table = synthetic_market(24 * 20, rng)
    x, y = make_windows(table, cfg.BATCH_SIZE * cfg.STEPS)

    net = PriceTCN()
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    train_step = nn.TrainOneStepCell(loss_net, opt)
    train_step.set_train()

    for step in range(cfg.STEPS):
        sl = slice(step * cfg.BATCH_SIZE, (step + 1) * cfg.BATCH_SIZE)
        loss = train_step(ms.Tensor(x[sl]), ms.Tensor(y[sl]))
        print(f"step {step} mse {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
