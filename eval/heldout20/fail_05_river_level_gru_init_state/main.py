import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from model import LevelForecaster
from utils import make_windows, synth_gauge


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    x, y = make_windows(synth_gauge(200, cfg.SEED), cfg.WINDOW, cfg.HORIZON)
    net = LevelForecaster(cfg.FEATURES, cfg.HIDDEN, cfg.NUM_LAYERS, cfg.HORIZON)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.HuberLoss()),
                                    nn.Adam(net.trainable_params(), learning_rate=cfg.LR))
    train_net.set_train()
    for step in range(cfg.STEPS):
        sl = slice(step * cfg.BATCH_SIZE, (step + 1) * cfg.BATCH_SIZE)
        loss = train_net(ms.Tensor(x[sl]), ms.Tensor(y[sl]))
        print(f"step {step}: huber {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
