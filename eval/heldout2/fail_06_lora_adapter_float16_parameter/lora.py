import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class LoRADense(nn.Cell):
    """Frozen nn.Dense plus a trainable low-rank update  x @ A @ B * (alpha / r)."""

    def __init__(self, base, rank=4, alpha=8, seed=0):
        super().__init__()
        self.base = base
        for p in self.base.get_parameters():
            p.requires_grad = False
        in_f, out_f = base.in_channels, base.out_channels
        rng = np.random.default_rng(seed)
        bound = 1.0 / math.sqrt(in_f)
        a_init = rng.uniform(-bound, bound, size=(in_f, rank)).astype(np.float16)  # ROOT
        self.lora_a = Parameter(Tensor(a_init), name="lora_a")
        self.lora_b = Parameter(ops.zeros((rank, out_f), ms.float32), name="lora_b")
        self.scaling = alpha / rank

    def construct(self, x):
        update = ops.matmul(ops.matmul(x, self.lora_a), self.lora_b)
        return self.base(x) + update * self.scaling


def inject_lora(mlp, rank=4, alpha=8):
    layers = []
    for i, cell in enumerate(mlp.cell_list):
        layers.append(LoRADense(cell, rank, alpha, seed=i) if isinstance(cell, nn.Dense) else cell)
    return nn.SequentialCell(layers)
