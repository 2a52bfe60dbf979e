import mindspore as ms
from mindspore import Parameter, nn, ops
from mindspore.common.initializer import TruncatedNormal, initializer


class PatchEmbed(nn.Cell):
    def __init__(self, img_size, patch_size, in_chans, embed_dim):
        super().__init__()
        self.num_patches = img_size // patch_size  # ROOT
        self.proj = nn.Conv2d(in_chans, embed_dim, patch_size, stride=patch_size, has_bias=True)

    def construct(self, x):
        x = self.proj(x)                      # (B, D, H/p, W/p)
        b, d = x.shape[0], x.shape[1]
        return x.reshape(b, d, -1).transpose(0, 2, 1)


class MiniViT(nn.Cell):
    def __init__(self, img_size, patch_size, in_chans, embed_dim, num_classes):
        super().__init__()
        self.patch_embed = PatchEmbed(img_size, patch_size, in_chans, embed_dim)
        n = self.patch_embed.num_patches
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, embed_dim), ms.float32), name="cls_token")
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, n + 1, embed_dim), ms.float32), name="pos_embed")
        self.norm = nn.LayerNorm((embed_dim,))
        self.mlp = nn.SequentialCell([nn.Dense(embed_dim, embed_dim * 2), nn.GELU(), nn.Dense(embed_dim * 2, embed_dim)])
        self.head = nn.Dense(embed_dim, num_classes)

    def construct(self, x):
        tokens = self.patch_embed(x)
        cls = ops.broadcast_to(self.cls_token, (tokens.shape[0], -1, -1))
        h = ops.concat((cls, tokens), axis=1) + self.pos_embed
        h = h + self.mlp(self.norm(h))
        return self.head(self.norm(h)[:, 0])
