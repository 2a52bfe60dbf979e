import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import ANNEAL, MODEL
from model import DiscreteAutoencoder


class Trainer(nn.Cell):
    def __init__(self, net, optimizer):
        super().__init__()
        self.net = net
        self.optimizer = optimizer
        self.grad_fn = ms.value_and_grad(net, None, optimizer.parameters, has_aux=True)

    def construct(self, x, noise):
        (loss, confidence), grads = self.grad_fn(x, noise)
        self.optimizer(grads)
        return loss, confidence


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = DiscreteAutoencoder(MODEL["in_dim"], MODEL["hidden"], MODEL["codebook"], ANNEAL["tau_start"])
    trainer = Trainer(net, nn.SGD(net.trainable_params(), learning_rate=0.0))
    x = Tensor(rng.standard_normal((8, MODEL["in_dim"])).astype(np.float32))
    noise = Tensor(-np.log(-np.log(rng.uniform(1e-6, 1.0, size=(8, MODEL["codebook"])))).astype(np.float32))
    tau = ANNEAL["tau_start"]
    for epoch in range(4):
        net.quantizer.tau = tau
        loss, confidence = trainer(x, noise)
        print(f"epoch {epoch} tau {tau:.2f} mean max code prob {float(confidence):.3f}")
        tau = max(ANNEAL["tau_min"], tau * ANNEAL["decay"])


if __name__ == "__main__":
    main()
