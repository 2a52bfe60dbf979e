"""ViT embedding that lazily creates its positional embedding in construct
(so it can adapt to the image size) -- not allowed in graph mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PatchEmbedding(nn.Cell):
    def __init__(self, patch=4, dim=32):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch, has_bias=True)
        self.dim = dim

    def construct(self, images):
        x = self.proj(images)
        b, c, h, w = x.shape
        x = x.reshape(b, c, h * w).transpose(0, 2, 1)
        pos_embed = ms.Parameter(ops.zeros((1, h * w, self.dim), ms.float32), name="pos_embed")  # expect: MSD203
        return x + pos_embed


class TinyViT(nn.Cell):
    def __init__(self, dim=32, num_classes=10):
        super().__init__()
        self.embed = PatchEmbedding(dim=dim)
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, num_classes)

    def construct(self, images):
        x = self.norm(self.embed(images))
        return self.head(x.mean(axis=1))


if __name__ == "__main__":
    np.random.seed(0)
    vit = TinyViT()
    images = ms.Tensor(np.random.randn(2, 3, 16, 16).astype(np.float32))
    print(vit(images).shape)
