import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import schedule
from losses import AnnealedELBO
from model import SentenceVAE

VOCAB, LATENT = 30, 8


class TrainStep(nn.Cell):
    def __init__(self, loss_cell, optimizer):
        super().__init__()
        self.optimizer = optimizer
        self.grad_fn = ms.value_and_grad(loss_cell, None, optimizer.parameters, has_aux=True)

    def construct(self, ids, eps):
        (loss, beta), grads = self.grad_fn(ids, eps)
        self.optimizer(grads)
        return loss, beta


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    vae = SentenceVAE(VOCAB, latent=LATENT)
    opt = nn.Adam(vae.trainable_params(), learning_rate=1e-3)
    train_step = TrainStep(AnnealedELBO(vae), opt)
    ids = Tensor(rng.integers(1, VOCAB, size=(4, 8)).astype(np.int32))
    for step in range(1, 6):
        schedule._GLOBAL_STEP = step
        eps = Tensor(np.zeros((4, LATENT), np.float32))
        loss, beta = train_step(ids, eps)
        print(f"step {step} kl weight {float(beta):.2f}")


if __name__ == "__main__":
    main()
