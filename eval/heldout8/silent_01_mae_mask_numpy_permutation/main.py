import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import MaskedAutoencoder


class PretrainStep(nn.Cell):
    def __init__(self, mae, optimizer):
        super().__init__()
        self.mae = mae
        self.optimizer = optimizer
        self.grad_fn = ms.value_and_grad(self.forward, None, optimizer.parameters, has_aux=True)

    def forward(self, img):
        return self.mae(img)

    def construct(self, img):
        (loss, keep), grads = self.grad_fn(img)
        self.optimizer(grads)
        return loss, keep


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    mae = MaskedAutoencoder()
    step = PretrainStep(mae, nn.AdamWeightDecay(mae.trainable_params(), learning_rate=1e-3))
    images = Tensor(np.random.default_rng(1).random((2, 1, 16, 16), dtype=np.float32))
    for it in range(3):
        loss, keep = step(images)
        print(f"iter {it} visible patches {keep.asnumpy().tolist()}")


if __name__ == "__main__":
    main()
