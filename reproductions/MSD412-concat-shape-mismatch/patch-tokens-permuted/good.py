"""A ViT's patch embedding hands its tokens on as (B, N, D)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)


class PatchEmbed(nn.Cell):
    def __init__(self, patch, dim):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch, has_bias=True)

    def construct(self, x):
        x = self.proj(x)
        b, d, h, w = x.shape
        return x.reshape(b, d, h * w).transpose(0, 2, 1)


class ViT(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.patch_embed = PatchEmbed(4, dim)
        self.cls_token = Parameter(ms.Tensor(np.zeros((1, 1, dim)), ms.float32), name="cls_token")

    def construct(self, x):
        tokens = self.patch_embed(x)
        cls = ops.broadcast_to(self.cls_token, (x.shape[0], 1, self.cls_token.shape[-1]))
        tokens = ops.concat((cls, tokens), axis=1)
        return tokens.mean(axis=1)


if __name__ == "__main__":
    images = ms.Tensor(np.random.randn(2, 3, 16, 16), ms.float32)
    print(ViT()(images).shape)
