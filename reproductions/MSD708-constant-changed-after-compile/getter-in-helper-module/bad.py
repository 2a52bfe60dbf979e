"""Contrastive loss whose margin warms up over the first epochs: the loss asks a helper module for
the current epoch. Graph mode calls the helper once, while compiling, and keeps epoch 0."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import warmup_state

ms.set_context(mode=ms.GRAPH_MODE)


class WarmupMarginLoss(nn.Cell):
    def __init__(self, margin=1.0):
        super().__init__()
        self.margin = margin

    def construct(self, anchor, positive, negative):
        scale = min(1.0, warmup_state.epoch() / warmup_state.WARMUP_EPOCHS)  # expect: MSD708
        gap = ops.norm(anchor - positive, dim=-1) - ops.norm(anchor - negative, dim=-1)
        return ops.relu(gap + scale * self.margin).mean()


if __name__ == "__main__":
    np.random.seed(0)
    loss_fn = WarmupMarginLoss()
    a, p, n = (ms.Tensor(np.random.randn(4, 8), ms.float32) for _ in range(3))
    for _ in range(3):
        print(f"epoch {warmup_state.epoch()}: loss {loss_fn(a, p, n).asnumpy():.4f}")
        warmup_state.next_epoch()
