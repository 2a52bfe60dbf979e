"""Contrastive loss whose margin warms up over the first epochs: the warm-up scale is computed on
the host each epoch and passed in as a tensor, so the compiled graph reads it at every call."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

WARMUP_EPOCHS = 3


class WarmupMarginLoss(nn.Cell):
    def __init__(self, margin=1.0):
        super().__init__()
        self.margin = margin

    def construct(self, anchor, positive, negative, scale):
        gap = ops.norm(anchor - positive, dim=-1) - ops.norm(anchor - negative, dim=-1)
        return ops.relu(gap + scale * self.margin).mean()


if __name__ == "__main__":
    np.random.seed(0)
    loss_fn = WarmupMarginLoss()
    a, p, n = (ms.Tensor(np.random.randn(4, 8), ms.float32) for _ in range(3))
    for epoch in range(3):
        scale = ms.Tensor(min(1.0, epoch / WARMUP_EPOCHS), ms.float32)
        print(f"epoch {epoch}: loss {loss_fn(a, p, n, scale).asnumpy():.4f}")
