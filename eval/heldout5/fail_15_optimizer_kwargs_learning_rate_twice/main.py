import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import cfg
from utils import build_mlp, build_optimizer

ms.set_context(mode=ms.GRAPH_MODE)


def load_customers(n, rng):
    x = rng.standard_normal((n, cfg.num_features)).astype(np.float32)
    y = (x[:, :3].sum(axis=1, keepdims=True) > 0).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    net = build_mlp(cfg.num_features, cfg.hidden, 1)
    opt = build_optimizer(net.trainable_params(), cfg.lr, cfg.optimizer)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.BCEWithLogitsLoss()), opt)
    train.set_train()
    x, y = load_customers(cfg.batch_size * 2, rng)
    for i in range(0, len(x), cfg.batch_size):
        loss = train(ms.Tensor(x[i:i + cfg.batch_size]), ms.Tensor(y[i:i + cfg.batch_size]))
        print("batch", i // cfg.batch_size, "loss", loss)


if __name__ == "__main__":
    main()
