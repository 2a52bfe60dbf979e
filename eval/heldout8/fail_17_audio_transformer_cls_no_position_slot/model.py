import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import TruncatedNormal, initializer


class PatchEmbed(nn.Cell):
    """Splits a (B, 1, mels, frames) spectrogram into non-overlapping time-frequency patches."""

    def __init__(self, patch, dim):
        super().__init__()
        self.proj = nn.Conv2d(1, dim, patch, stride=patch, pad_mode="valid", has_bias=True)

    def construct(self, spec):
        x = self.proj(spec)
        b, d = x.shape[0], x.shape[1]
        return x.reshape(b, d, -1).transpose(0, 2, 1)


class Block(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.n1 = nn.LayerNorm((dim,))
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.n2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, 2 * dim), nn.GELU(), nn.Dense(2 * dim, dim))

    def construct(self, x):
        h = self.n1(x)
        x = x + self.attn(h, h, h)[0]
        return x + self.mlp(self.n2(x))


class AudioSpectrogramTransformer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        num_patches = (cfg["n_mels"] // cfg["patch"]) * (cfg["frames"] // cfg["patch"])
        self.patch_embed = PatchEmbed(cfg["patch"], cfg["dim"])
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, cfg["dim"]), ms.float32))
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, num_patches, cfg["dim"]), ms.float32))  # ROOT
        self.blocks = nn.CellList([Block(cfg["dim"], cfg["heads"]) for _ in range(cfg["depth"])])
        self.norm = nn.LayerNorm((cfg["dim"],))
        self.head = nn.Dense(cfg["dim"], cfg["num_classes"])

    def construct(self, spec):
        x = self.patch_embed(spec)
        cls = ops.broadcast_to(self.cls_token, (x.shape[0], 1, x.shape[2]))
        x = ops.concat((cls, x), axis=1)
        x = x + self.pos_embed
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x[:, 0]))
