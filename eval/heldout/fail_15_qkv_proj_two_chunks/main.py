import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor


class Attention(nn.Cell):
    def __init__(self, dim, num_heads=4, qkv_bias=False):
        super().__init__()
        self.num_heads = num_heads
        self.dim = dim
        self.scale = (dim // num_heads) ** -0.5
        self.qkv = nn.Dense(dim, dim * 2, has_bias=qkv_bias)  # ROOT
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        B, N, C = x.shape
        q, k, v = ops.split(self.qkv(x), self.dim, axis=-1)
        q = q.reshape(B, N, self.num_heads, -1).transpose(0, 2, 1, 3)
        k = k.reshape(B, N, self.num_heads, -1).transpose(0, 2, 1, 3)
        v = v.reshape(B, N, self.num_heads, -1).transpose(0, 2, 1, 3)
        attn = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale, axis=-1)
        x = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(B, N, C)
        return self.proj(x)


class ViTBlock(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,), epsilon=1e-6)
        self.attn = Attention(dim, heads, qkv_bias=True)
        self.norm2 = nn.LayerNorm((dim,), epsilon=1e-6)
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 4), nn.GELU(), nn.Dense(dim * 4, dim))

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        x = x + self.mlp(self.norm2(x))
        return x


class ViT(nn.Cell):
    def __init__(self, img=32, patch=8, dim=32, depth=2, heads=4, n_cls=10):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, patch, patch, has_bias=True)
        n = (img // patch) ** 2
        self.cls_token = ms.Parameter(ops.zeros((1, 1, dim), ms.float32))
        self.pos_embed = ms.Parameter(ops.randn(1, n + 1, dim) * 0.02)
        self.blocks = nn.CellList([ViTBlock(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, n_cls)

    def construct(self, x):
        x = self.patch_embed(x).flatten(start_dim=2).transpose(0, 2, 1)
        cls = ops.tile(self.cls_token, (x.shape[0], 1, 1))
        x = ops.concat((cls, x), axis=1) + self.pos_embed
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x)[:, 0])


ms.set_context(mode=ms.GRAPH_MODE)
vit = ViT()
print(vit(Tensor(np.random.rand(2, 3, 32, 32), ms.float32)).shape)
