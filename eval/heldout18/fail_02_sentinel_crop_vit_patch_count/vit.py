import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class PatchEmbed(nn.Cell):
    def __init__(self, in_ch, patch, dim):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, stride=patch, has_bias=True)

    def construct(self, x):
        x = self.proj(x)
        b, c = x.shape[0], x.shape[1]
        return x.reshape(b, c, -1).transpose(0, 2, 1)


class EncoderBlock(nn.Cell):
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


class CropViT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.patch = PatchEmbed(len(cfg.BANDS), cfg.PATCH_SIZE, cfg.EMBED_DIM)
        self.cls_token = Parameter(Tensor(np.zeros((1, 1, cfg.EMBED_DIM), np.float32)), name="cls_token")
        pos = np.random.default_rng(0).normal(0, 0.02, (1, cfg.NUM_PATCHES + 1, cfg.EMBED_DIM))
        self.pos_embed = Parameter(Tensor(pos.astype(np.float32)), name="pos_embed")
        self.blocks = nn.SequentialCell([EncoderBlock(cfg.EMBED_DIM, cfg.NUM_HEADS) for _ in range(cfg.DEPTH)])
        self.norm = nn.LayerNorm((cfg.EMBED_DIM,))
        self.head = nn.Dense(cfg.EMBED_DIM, len(cfg.CROPS))

    def construct(self, x):
        tokens = self.patch(x)
        cls = ops.broadcast_to(self.cls_token, (tokens.shape[0], 1, tokens.shape[2]))
        tokens = ops.cat((cls, tokens), axis=1) + self.pos_embed
        tokens = self.norm(self.blocks(tokens))
        return self.head(tokens[:, 0])
