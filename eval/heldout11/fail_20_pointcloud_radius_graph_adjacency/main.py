import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import PointGraphNet
from shapes import shape_batch

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = PointGraphNet(cfg.WIDTHS, cfg.NUM_CLASSES, cfg.RADIUS)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)

    def forward(points, labels):
        logits = net(points)
        return loss_fn(logits, labels), logits

    grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)
    net.set_train()
    for step in range(cfg.STEPS):
        clouds, labels = shape_batch(cfg.BATCH_SIZE, cfg.NUM_POINTS, cfg.NUM_CLASSES, rng)
        (loss, logits), grads = grad_fn(Tensor(clouds), Tensor(labels))
        opt(grads)
        acc = (logits.asnumpy().argmax(-1) == labels).mean()
        print(f"step {step}: loss {loss.asnumpy():.4f} acc {acc:.2f}")


if __name__ == "__main__":
    main()
