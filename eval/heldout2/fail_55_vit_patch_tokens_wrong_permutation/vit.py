import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, TruncatedNormal


class PatchEmbed(nn.Cell):
    def __init__(self, img_size, patch, in_ch, dim):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, stride=patch, has_bias=True)
        self.num_patches = (img_size // patch) ** 2

    def construct(self, x):
        x = self.proj(x)
        b, d, h, w = x.shape
        return x.reshape(b, d, h * w).transpose(2, 0, 1)  # ROOT


class Block(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.n1 = nn.LayerNorm((dim,), epsilon=1e-6)
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.n2 = nn.LayerNorm((dim,), epsilon=1e-6)
        self.mlp = nn.SequentialCell(nn.Dense(dim, 2 * dim), nn.GELU(), nn.Dense(2 * dim, dim))

    def construct(self, x):
        h = self.n1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.n2(x))


class ViT(nn.Cell):
    def __init__(self, img_size=32, patch=4, in_ch=3, dim=64, depth=2, heads=4, n_classes=10):
        super().__init__()
        self.patch_embed = PatchEmbed(img_size, patch, in_ch, dim)
        n = self.patch_embed.num_patches
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, dim)), name="cls_token")
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, n + 1, dim)), name="pos_embed")
        self.blocks = nn.SequentialCell([Block(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,), epsilon=1e-6)
        self.head = nn.Dense(dim, n_classes)

    def construct(self, x):
        tokens = self.patch_embed(x)
        cls = ops.broadcast_to(self.cls_token, (x.shape[0], 1, self.cls_token.shape[-1]))
        tokens = ops.concat((cls, tokens), axis=1) + self.pos_embed
        tokens = self.norm(self.blocks(tokens))
        return self.head(tokens[:, 0])
