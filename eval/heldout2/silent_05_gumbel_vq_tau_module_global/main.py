import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

import config as C
from quantizer import GumbelQuantizer

ms.set_context(mode=ms.GRAPH_MODE)


class GumbelVAE(nn.Cell):
    def __init__(self, in_dim=48, hidden=64):
        super().__init__()
        self.enc = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU()])
        self.quant = GumbelQuantizer(hidden)
        self.dec = nn.SequentialCell([nn.Dense(C.CODE_DIM, hidden), nn.ReLU(), nn.Dense(hidden, in_dim)])

    def construct(self, x):
        z_q, kl, confidence = self.quant(self.enc(x))
        return self.dec(z_q), kl, confidence


model = GumbelVAE()
opt = nn.Adam(model.trainable_params(), learning_rate=2e-3)


def loss_fn(x):
    recon, kl, confidence = model(x)
    return ops.mse_loss(recon, x) + C.KL_WEIGHT * kl, confidence


grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters, has_aux=True)


@ms.jit
def train_step(x):
    (loss, confidence), grads = grad_fn(x)
    opt(grads)
    return loss, confidence


rng = np.random.default_rng(0)
prototypes = rng.normal(size=(C.NUM_CODES, 48)).astype(np.float32)
for epoch in range(C.EPOCHS):
    for _ in range(C.STEPS_PER_EPOCH):
        idx = rng.integers(0, C.NUM_CODES, size=64)
        x = Tensor((prototypes[idx] + 0.1 * rng.normal(size=(64, 48))).astype(np.float32))
        loss, confidence = train_step(x)
    print(f"epoch {epoch}: tau={C.GUMBEL_TAU:.3f} loss {loss.asnumpy():.4f} code confidence {confidence.asnumpy():.3f}")
    C.GUMBEL_TAU = max(C.TAU_MIN, C.GUMBEL_TAU * C.TAU_DECAY)
