import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class GumbelQuantizer(nn.Cell):
    """Discrete bottleneck whose Gumbel-softmax temperature decays with training time."""

    def __init__(self, dim, n_codes, t_start=2.0, t_min=0.5, decay_per_sec=0.5):
        super().__init__()
        self.proj = nn.Dense(dim, n_codes)
        self.codebook = nn.Dense(n_codes, dim, has_bias=False)
        self.t_start, self.t_min, self.decay = t_start, t_min, decay_per_sec
        self.t0 = time.time()

    def construct(self, x, gumbel):
        elapsed = time.time() - self.t0  # ROOT
        tau = max(self.t_min, self.t_start - self.decay * elapsed)
        probs = ops.softmax((self.proj(x) + gumbel) / tau, axis=-1)
        return self.codebook(probs), tau


ms.set_context(mode=ms.GRAPH_MODE)
q = GumbelQuantizer(8, 6)
x = ms.Tensor(np.random.randn(3, 8).astype(np.float32))
for it in range(3):
    g = ms.Tensor(-np.log(-np.log(np.random.rand(3, 6))).astype(np.float32))
    _, tau = q(x, g)
    print(f"iter {it}: tau = {float(tau):.3f}")
    time.sleep(1.0)
