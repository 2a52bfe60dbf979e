import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, ops

from data import make_batch
from model import FCNHead

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

NUM_CLASSES = 3


def pixel_ce(logits, masks):
    # (B, K, H, W) -> (B*H*W, K)
    k = logits.shape[1]
    flat = ops.transpose(logits, (0, 2, 3, 1)).reshape(-1, k)
    return ops.cross_entropy(flat, masks.reshape(-1))


def main():
    net = FCNHead(NUM_CLASSES)
    opt = nn.SGD(net.trainable_params(), 0.1)

    def forward(x, m):
        return pixel_ce(net(x), m)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, m):
        loss, grads = grad_fn(x, m)
        opt(grads)
        return loss

    for step in range(2):
        x, m = make_batch(2, 8, NUM_CLASSES, seed=step)
        print(step, train_step(x, m))


if __name__ == "__main__":
    main()
