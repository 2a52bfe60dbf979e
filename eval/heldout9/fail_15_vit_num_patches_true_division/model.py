import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import TruncatedNormal, initializer

import config as C


class PatchEmbed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Conv2d(C.CHANNELS, C.EMBED_DIM, C.PATCH, stride=C.PATCH, pad_mode="valid", has_bias=True)

    def construct(self, x):
        b = x.shape[0]
        x = self.proj(x)
        x = x.reshape(b, C.EMBED_DIM, C.NUM_PATCHES)
        return x.transpose(0, 2, 1)


class Block(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.ln1 = nn.LayerNorm((dim,))
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.ln2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))

    def construct(self, x):
        h = self.ln1(x)
        x = x + self.attn(h, h, h)[0]
        return x + self.mlp(self.ln2(x))


class ViT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.patch = PatchEmbed()
        self.cls = ms.Parameter(initializer(TruncatedNormal(0.02), (1, 1, C.EMBED_DIM)), name="cls")
        self.blocks = nn.SequentialCell([Block(C.EMBED_DIM, C.HEADS) for _ in range(C.DEPTH)])
        self.norm = nn.LayerNorm((C.EMBED_DIM,))
        self.head = nn.Dense(C.EMBED_DIM, C.NUM_CLASSES)

    def construct(self, x):
        tokens = self.patch(x)
        cls = ops.broadcast_to(self.cls, (tokens.shape[0], 1, C.EMBED_DIM))
        h = self.blocks(ops.cat((cls, tokens), axis=1))
        return self.head(self.norm(h[:, 0]))
