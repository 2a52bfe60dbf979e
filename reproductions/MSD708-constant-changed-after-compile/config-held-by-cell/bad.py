"""Focal loss whose focusing parameter lives in a dataclass config the loss cell keeps. The
training loop anneals `cfg.gamma` between steps, but graph mode read it once when the loss was
compiled: every step still uses the first value."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class LossConfig:
    gamma: float = 2.0
    steps: int = 3


class FocalLoss(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg

    def construct(self, logits, labels):
        p = ops.softmax(logits, axis=-1)
        picked = ops.gather_elements(p, 1, labels.expand_dims(1)).squeeze(1)
        return (-((1 - picked) ** self.cfg.gamma) * ops.log(picked)).mean()  # expect: MSD708


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    logits = ms.Tensor(rng.standard_normal((4, 3)), ms.float32)
    labels = ms.Tensor(rng.integers(0, 3, 4), ms.int32)
    cfg = LossConfig()
    loss = FocalLoss(cfg)
    for step in range(cfg.steps):
        print(f"step {step} gamma {cfg.gamma:.1f} loss {float(loss(logits, labels).asnumpy()):.4f}")
        cfg.gamma -= 1.0
