import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, TruncatedNormal

import config as cfg


class PatchEmbed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Conv2d(3, cfg.EMBED_DIM, cfg.PATCH_SIZE, stride=cfg.PATCH_SIZE, has_bias=True)

    def construct(self, x):
        x = self.proj(x)
        return x.flatten(start_dim=2).swapaxes(1, 2)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        d = cfg.EMBED_DIM
        self.norm1 = nn.LayerNorm((d,))
        self.attn = nn.MultiheadAttention(d, cfg.NUM_HEADS, batch_first=True)
        self.norm2 = nn.LayerNorm((d,))
        self.mlp = nn.SequentialCell(nn.Dense(d, d * cfg.MLP_RATIO), nn.GELU(), nn.Dense(d * cfg.MLP_RATIO, d))

    def construct(self, x):
        h = self.norm1(x)
        x = x + self.attn(h, h, h)[0]
        return x + self.mlp(self.norm2(x))


class VisionTransformer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.patch_embed = PatchEmbed()
        self.cls_token = Parameter(initializer("zeros", (1, 1, cfg.EMBED_DIM)), name="cls_token")
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, cfg.NUM_PATCHES + 1, cfg.EMBED_DIM)),
                                   name="pos_embed")
        self.blocks = nn.CellList([Block() for _ in range(cfg.DEPTH)])
        self.norm = nn.LayerNorm((cfg.EMBED_DIM,))
        self.head = nn.Dense(cfg.EMBED_DIM, cfg.NUM_CLASSES)

    def construct(self, x):
        x = self.patch_embed(x)
        cls = self.cls_token.broadcast_to((x.shape[0], -1, -1))
        x = ops.cat((cls, x), axis=1)
        x = x + self.pos_embed
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x)[:, 0])
