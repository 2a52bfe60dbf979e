"""Small ViT-style encoder: patch embedding -> transformer block -> pooled
classifier head.

The final LayerNorm is built with the MLP's hidden size instead of the
embedding size, so it receives (B, N, 48) but normalises over 96 features.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PatchEmbed(nn.Cell):
    def __init__(self, in_chans=3, patch=4, dim=48):
        super().__init__()
        self.proj = nn.Conv2d(in_chans, dim, kernel_size=patch, stride=patch, has_bias=True)

    def construct(self, images):
        x = self.proj(images)
        b, d, h, w = x.shape
        return x.reshape(b, d, h * w).transpose(0, 2, 1)


class Block(nn.Cell):
    def __init__(self, dim, mlp_dim):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.attn_qkv = nn.Dense(dim, dim * 3)
        self.attn_out = nn.Dense(dim, dim)
        self.norm2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, mlp_dim), nn.GELU(), nn.Dense(mlp_dim, dim)])
        self.scale = dim ** -0.5

    def construct(self, x):
        q, k, v = ops.split(self.attn_qkv(self.norm1(x)), x.shape[-1], axis=-1)
        attn = ops.softmax(ops.matmul(q, k.transpose(0, 2, 1)) * self.scale, axis=-1)
        x = x + self.attn_out(ops.matmul(attn, v))
        return x + self.mlp(self.norm2(x))


class TinyViT(nn.Cell):
    def __init__(self, dim=48, mlp_dim=96, num_classes=10):
        super().__init__()
        self.patch_embed = PatchEmbed(dim=dim)
        self.block = Block(dim, mlp_dim)
        self.norm = nn.LayerNorm((mlp_dim,))  # expect: MSD407
        self.head = nn.Dense(dim, num_classes)

    def construct(self, images):
        x = self.block(self.patch_embed(images))
        return self.head(self.norm(x).mean(axis=1))


if __name__ == "__main__":
    np.random.seed(0)
    model = TinyViT()
    images = ms.Tensor(np.random.randn(2, 3, 16, 16).astype(np.float32))
    print(model(images).shape)
