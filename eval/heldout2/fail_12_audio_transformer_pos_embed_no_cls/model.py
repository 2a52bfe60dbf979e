import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import Normal, initializer


class PatchEmbed(nn.Cell):
    def __init__(self, n_mels, n_frames, patch, dim):
        super().__init__()
        self.proj = nn.Conv2d(1, dim, patch, stride=patch, has_bias=True)
        self.num_patches = (n_mels // patch) * (n_frames // patch)

    def construct(self, spec):
        x = self.proj(spec.expand_dims(1))
        b, d = x.shape[0], x.shape[1]
        return x.reshape(b, d, -1).transpose(0, 2, 1)


class SpectrogramTransformer(nn.Cell):
    def __init__(self, n_mels=64, n_frames=96, patch=16, dim=64, depth=2, heads=4, num_classes=35):
        super().__init__()
        self.patch_embed = PatchEmbed(n_mels, n_frames, patch, dim)
        n = self.patch_embed.num_patches
        self.cls_token = Parameter(initializer(Normal(0.02), (1, 1, dim), ms.float32), name="cls_token")
        self.pos_embed = Parameter(initializer(Normal(0.02), (1, n, dim), ms.float32), name="pos_embed")  # ROOT
        self.encoder = nn.TransformerEncoder(
            nn.TransformerEncoderLayer(dim, heads, dim_feedforward=dim * 4, dropout=0.1, batch_first=True),
            num_layers=depth,
        )
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, num_classes)

    def construct(self, spec):
        x = self.patch_embed(spec)
        cls = ops.tile(self.cls_token, (x.shape[0], 1, 1))
        x = ops.cat((cls, x), axis=1)
        x = x + self.pos_embed
        x = self.encoder(x)
        return self.head(self.norm(x[:, 0]))
