"""Recursive denoiser: each level removes part of the estimated noise and recurses until the
correction is small. The stop test is a tensor condition, which graph mode cannot decide while
compiling, so it inlines level after level."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RecursiveDenoiser(nn.Cell):
    def __init__(self, dim=8, tolerance=1e-3):
        super().__init__()
        self.noise = nn.SequentialCell(nn.Dense(dim, dim), nn.Tanh(), nn.Dense(dim, dim))
        self.tolerance = tolerance

    def denoise(self, signal, level):
        correction = 0.5 ** (level + 1) * self.noise(signal)
        cleaned = signal - correction
        if ops.abs(correction).max() < self.tolerance:  # expect: MSD303
            return cleaned
        return self.denoise(cleaned, level + 1)

    def construct(self, signal):
        return self.denoise(signal, 0)


if __name__ == "__main__":
    np.random.seed(0)
    print(RecursiveDenoiser()(ms.Tensor(np.random.randn(4, 8), ms.float32)).shape)
