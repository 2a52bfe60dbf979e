import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops


class LoRADense(nn.Cell):
    """Frozen dense layer plus a trainable low-rank update  W x + (alpha/r) * B A x."""

    def __init__(self, base: nn.Dense, rank=4, alpha=8.0, seed=0):
        super().__init__()
        self.base = base
        for p in self.base.get_parameters():
            p.requires_grad = False
        in_f, out_f = base.in_channels, base.out_channels
        rng = np.random.default_rng(seed)
        bound = 1.0 / math.sqrt(in_f)
        self.lora_a = ms.Parameter(ms.Tensor(rng.uniform(-bound, bound, size=(rank, in_f))), name="lora_a")  # ROOT
        self.lora_b = ms.Parameter(ops.zeros((out_f, rank), ms.float32), name="lora_b")
        self.scaling = alpha / rank

    def construct(self, x):
        low_rank = ops.matmul(ops.matmul(x, self.lora_a.T), self.lora_b.T)
        return self.base(x) + self.scaling * low_rank


def inject_lora(model, target_names, rank):
    for name in target_names:
        setattr(model, name, LoRADense(getattr(model, name), rank=rank))
    return model
