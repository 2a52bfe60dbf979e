"""A mixture-of-experts router keeps its load-balancing noise scale as a class attribute, shared
by every router in the model, and the training script anneals it by assigning to the class
between epochs. Graph mode read the class attribute once, at the first compile: the routers keep
the first scale."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Router(nn.Cell):
    noise_scale = 1.0

    def __init__(self, dim, experts):
        super().__init__()
        self.gate = nn.Dense(dim, experts)

    def construct(self, x, noise):
        logits = self.gate(x) + noise * Router.noise_scale  # expect: MSD708
        return ops.softmax(logits, axis=-1)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    router = Router(8, 4)
    x = ms.Tensor(rng.standard_normal((3, 8)), ms.float32)
    noise = ms.Tensor(rng.standard_normal((3, 4)), ms.float32)
    for epoch in range(3):
        probs = router(x, noise)
        print(f"epoch {epoch}: scale {Router.noise_scale:.2f}, top prob {probs.asnumpy().max():.4f}")
        Router.noise_scale *= 0.5
