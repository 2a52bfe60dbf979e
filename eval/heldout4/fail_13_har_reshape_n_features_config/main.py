import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import load_rows
from model import IMUClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = load_rows(2 * cfg.BATCH_SIZE)
    net = IMUClassifier()
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), 1e-3)

    def forward(a, b):
        return loss_fn(net(a), b)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def step(a, b):
        loss, grads = grad_fn(a, b)
        opt(grads)
        return loss

    for epoch in range(cfg.EPOCHS):
        for i in range(0, len(x), cfg.BATCH_SIZE):
            loss = step(Tensor(x[i:i + cfg.BATCH_SIZE]), Tensor(y[i:i + cfg.BATCH_SIZE]))
        print(f"epoch {epoch}: {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
