"""Vision transformer stem: the position table has a slot for the [CLS] token."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PatchEmbed(nn.Cell):
    def __init__(self, image=16, patch=4, dim=32):
        super().__init__()
        num_patches = (image // patch) ** 2
        self.proj = nn.Conv2d(3, dim, patch, stride=patch, has_bias=True)
        self.cls = ms.Parameter(ops.zeros((1, 1, dim), ms.float32), name="cls")
        self.pos = ms.Parameter(ops.zeros((1, num_patches + 1, dim), ms.float32), name="pos")

    def construct(self, images):
        x = self.proj(images).flatten(start_dim=2).swapaxes(1, 2)
        cls = ops.broadcast_to(self.cls, (x.shape[0], 1, x.shape[2]))
        x = ops.concat((cls, x), 1)
        return x + self.pos


if __name__ == "__main__":
    np.random.seed(0)
    print(PatchEmbed()(ms.Tensor(np.random.randn(2, 3, 16, 16), ms.float32)).shape)
