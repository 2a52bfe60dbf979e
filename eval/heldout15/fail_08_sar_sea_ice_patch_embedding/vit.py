import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import ops


class PatchEmbed(nn.Cell):
    """Non-overlapping patches flattened and projected (written out explicitly, as in the ViT paper)."""

    def __init__(self, in_ch, patch, embed):
        super().__init__()
        self.patch = patch
        self.proj = nn.Dense(in_ch * patch * patch, embed)

    def construct(self, x):
        B, C, H, W = x.shape
        p = self.patch
        x = x.reshape(B, C, H // p, p, W // p, p).transpose(0, 2, 4, 1, 3, 5)
        x = x.reshape(B, (H // p) * (W // p), C * p * p)
        return self.proj(x)


class EncoderBlock(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.norm2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))

    def construct(self, x):
        h = self.norm1(x)
        x = x + self.attn(h, h, h)[0]
        return x + self.mlp(self.norm2(x))


class IceViT(nn.Cell):
    def __init__(self, chip, patch, in_ch, embed, depth, heads, num_classes):
        super().__init__()
        n = (chip // patch) ** 2
        self.embed = PatchEmbed(in_ch, patch, embed)
        self.pos = ms.Parameter(ms.Tensor(np.zeros((1, n, embed), np.float32)), name="pos")
        self.blocks = nn.SequentialCell([EncoderBlock(embed, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm((embed,))
        self.head = nn.Dense(embed, num_classes)

    def construct(self, x):
        x = self.blocks(self.embed(x) + self.pos)
        return self.head(self.norm(x).mean(axis=1))
