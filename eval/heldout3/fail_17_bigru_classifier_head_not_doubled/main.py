import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import Config
from model import BiGRUClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    cfg = Config()
    rng = np.random.default_rng(0)
    net = BiGRUClassifier(cfg)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), 1e-3)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for step in range(2):
        x = ms.Tensor(rng.integers(0, cfg.vocab, (cfg.batch, cfg.seq_len)).astype(np.int32))
        y = ms.Tensor(rng.integers(0, cfg.num_classes, cfg.batch).astype(np.int32))
        loss, grads = grad_fn(x, y)
        opt(grads)
        print(step, loss)


if __name__ == "__main__":
    main()
