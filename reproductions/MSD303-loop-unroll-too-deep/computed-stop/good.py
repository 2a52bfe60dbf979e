"""Recursive denoiser bounded by a Python int depth: graph mode unrolls exactly that many levels,
and the tensor test chooses between the levels' results instead of stopping the recursion."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RecursiveDenoiser(nn.Cell):
    def __init__(self, dim=8, tolerance=1e-3, max_levels=4):
        super().__init__()
        self.noise = nn.SequentialCell(nn.Dense(dim, dim), nn.Tanh(), nn.Dense(dim, dim))
        self.tolerance = tolerance
        self.max_levels = max_levels

    def denoise(self, signal, level):
        correction = 0.5 ** (level + 1) * self.noise(signal)
        cleaned = signal - correction
        if level + 1 >= self.max_levels:
            return cleaned
        deeper = self.denoise(cleaned, level + 1)
        return ops.select(ops.abs(correction).max() < self.tolerance, cleaned, deeper)

    def construct(self, signal):
        return self.denoise(signal, 0)


if __name__ == "__main__":
    np.random.seed(0)
    print(RecursiveDenoiser()(ms.Tensor(np.random.randn(4, 8), ms.float32)).shape)
