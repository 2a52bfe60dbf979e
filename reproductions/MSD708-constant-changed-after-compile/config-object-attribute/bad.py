"""Contrastive model whose loss reads its temperature from a module-level config object. The
schedule lowers `SETTINGS.temperature` between steps, but graph mode read it once when the loss
was compiled: every step still uses the first temperature."""
from types import SimpleNamespace

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SETTINGS = SimpleNamespace(temperature=1.0, final_temperature=0.1, steps=3)


class InfoNCE(nn.Cell):
    def construct(self, a, b):
        logits = ops.matmul(a, b.swapaxes(0, 1)) / SETTINGS.temperature  # expect: MSD708
        return ops.cross_entropy(logits, ops.arange(a.shape[0]))


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    a = ms.Tensor(rng.standard_normal((4, 6)), ms.float32)
    b = ms.Tensor(rng.standard_normal((4, 6)), ms.float32)
    loss = InfoNCE()
    for step in range(SETTINGS.steps):
        print(f"step {step} temperature {SETTINGS.temperature:.2f} loss {float(loss(a, b).asnumpy()):.4f}")
        SETTINGS.temperature -= (1.0 - SETTINGS.final_temperature) / (SETTINGS.steps - 1)
