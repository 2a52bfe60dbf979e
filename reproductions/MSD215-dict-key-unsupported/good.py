"""Patch statistics keyed by the patch shape, stored as a tuple."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class PatchScale(nn.Cell):
    def __init__(self, patch):
        super().__init__()
        self.patch_shape = (patch, patch)

    def construct(self, x):
        counts = {self.patch_shape: x.shape[-1] // self.patch_shape[0]}
        return x / counts[self.patch_shape]


if __name__ == "__main__":
    np.random.seed(0)
    print(PatchScale(2)(ms.Tensor(np.random.randn(2, 8), ms.float32)).shape)
