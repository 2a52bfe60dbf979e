from functools import partial

import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import TruncatedNormal, initializer

from vit_blocks import Block


class GalaxyViT(nn.Cell):
    """Small ViT for 5-way galaxy morphology (elliptical, spiral, barred, edge-on, irregular)."""

    def __init__(self, img_size=32, patch=8, in_ch=3, dim=64, depth=3, heads=4, mlp_ratio=2.0,
                 num_classes=5, norm_layer=partial(nn.LayerNorm, eps=1e-6)):  # ROOT
        super().__init__()
        self.patch_embed = nn.Conv2d(in_ch, dim, patch, stride=patch, has_bias=True)
        n_tokens = (img_size // patch) ** 2 + 1
        self.cls_token = ms.Parameter(initializer(TruncatedNormal(0.02), (1, 1, dim)), name="cls_token")
        self.pos_embed = ms.Parameter(initializer(TruncatedNormal(0.02), (1, n_tokens, dim)), name="pos_embed")
        self.blocks = nn.CellList([Block(dim, heads, mlp_ratio, norm_layer) for _ in range(depth)])
        self.norm = norm_layer((dim,))
        self.head = nn.Dense(dim, num_classes)

    def construct(self, x):
        x = self.patch_embed(x)
        b, d = x.shape[0], x.shape[1]
        x = x.reshape(b, d, -1).transpose(0, 2, 1)
        x = ops.cat((ops.broadcast_to(self.cls_token, (b, -1, -1)), x), axis=1) + self.pos_embed
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x)[:, 0])
