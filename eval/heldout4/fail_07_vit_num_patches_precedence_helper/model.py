from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, TruncatedNormal

from utils import num_patches


class PatchEmbed(nn.Cell):
    def __init__(self, in_ch, dim, patch):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, stride=patch, has_bias=True)

    def construct(self, x):
        x = self.proj(x)                        # (B, D, H/p, W/p)
        b, d = x.shape[0], x.shape[1]
        return x.reshape(b, d, -1).transpose(0, 2, 1)


class TinyViT(nn.Cell):
    def __init__(self, image_size=32, patch=4, in_ch=3, dim=32, heads=4, depth=1, num_classes=10):
        super().__init__()
        self.patch_embed = PatchEmbed(in_ch, dim, patch)
        n = num_patches(image_size, patch)
        self.cls_token = Parameter(initializer(TruncatedNormal(0.02), (1, 1, dim)), name="cls_token")
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, n + 1, dim)), name="pos_embed")
        self.blocks = nn.CellList([
            nn.TransformerEncoderLayer(dim, heads, dim_feedforward=2 * dim, dropout=0.0, batch_first=True)
            for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, num_classes)

    def construct(self, x):
        x = self.patch_embed(x)
        cls = ops.broadcast_to(self.cls_token, (x.shape[0], -1, -1))
        x = ops.cat((cls, x), axis=1)
        x = x + self.pos_embed
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x[:, 0]))
