"""The noise scale is passed in as a tensor, so each call sees the current value."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Router(nn.Cell):
    def __init__(self, dim, experts):
        super().__init__()
        self.gate = nn.Dense(dim, experts)

    def construct(self, x, noise, noise_scale):
        logits = self.gate(x) + noise * noise_scale
        return ops.softmax(logits, axis=-1)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    router = Router(8, 4)
    x = ms.Tensor(rng.standard_normal((3, 8)), ms.float32)
    noise = ms.Tensor(rng.standard_normal((3, 4)), ms.float32)
    scale = 1.0
    for epoch in range(3):
        probs = router(x, noise, ms.Tensor(scale, ms.float32))
        print(f"epoch {epoch}: scale {scale:.2f}, top prob {probs.asnumpy().max():.4f}")
        scale *= 0.5
