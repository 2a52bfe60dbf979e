import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

import config as cfg
from data import load_windows, iterate
from model import WindowMLP


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = WindowMLP(cfg.NUM_CHANNELS * cfg.WINDOW, cfg.HIDDEN, cfg.NUM_CLASSES)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    x, y = load_windows(4 * cfg.BATCH_SIZE)
    for epoch in range(cfg.EPOCHS):
        for xb, yb in iterate(x, y, cfg.BATCH_SIZE):
            loss = train_step(xb, yb)
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
