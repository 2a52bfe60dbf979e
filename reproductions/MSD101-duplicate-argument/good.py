"""Tiny vision-language model: VisionEncoder -> QFormer -> projection.

Fixed: the image embeddings are passed as encoder_hidden_states.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PatchEmbed(nn.Cell):
    def __init__(self, in_chans=3, patch=4, dim=32):
        super().__init__()
        self.proj = nn.Conv2d(in_chans, dim, kernel_size=patch, stride=patch, has_bias=True)

    def construct(self, images):
        x = self.proj(images)                      # (B, D, H/p, W/p)
        b, d, h, w = x.shape
        return x.reshape(b, d, h * w).transpose(0, 2, 1)


class VisionEncoder(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.patch_embed = PatchEmbed(dim=dim)
        self.norm = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim)])

    def construct(self, images):
        x = self.patch_embed(images)
        return self.norm(x + self.mlp(x))


class CrossAttention(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.scale = dim ** -0.5

    def construct(self, queries, context):
        q = self.q(queries)
        k = self.k(context)
        v = self.v(context)
        attn = ops.softmax(ops.matmul(q, k.transpose(0, 2, 1)) * self.scale, axis=-1)
        return ops.matmul(attn, v)


class QFormer(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.cross_attn = CrossAttention(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, query_embeds, encoder_hidden_states, attention_mask=None):
        out = self.cross_attn(query_embeds, encoder_hidden_states)
        return self.norm(query_embeds + out)


class QFormerBridge(nn.Cell):
    """Learned queries attend to the image patches through the QFormer."""

    def __init__(self, dim=32, num_query=8):
        super().__init__()
        self.query_tokens = ms.Parameter(ms.Tensor(np.zeros((1, num_query, dim)), ms.float32),
                                         name="query_tokens")
        self.qformer = QFormer(dim)

    def construct(self, img_embeds):
        query_embeds = ops.tile(self.query_tokens, (img_embeds.shape[0], 1, 1))
        return self.qformer(query_embeds, encoder_hidden_states=img_embeds, attention_mask=None)


class MultimodalBackbone(nn.Cell):
    def __init__(self, dim=32, num_query=8):
        super().__init__()
        self.vision = VisionEncoder(dim)
        self.bridge = QFormerBridge(dim, num_query)

    def construct(self, images):
        img_embeds = self.vision(images)
        return self.bridge(img_embeds)


class VisionLanguageModel(nn.Cell):
    def __init__(self, dim=32, num_query=8, text_dim=48):
        super().__init__()
        self.backbone = MultimodalBackbone(dim, num_query)
        self.language_proj = nn.Dense(dim, text_dim)

    def construct(self, images):
        q_out = self.backbone(images)
        return self.language_proj(q_out)


if __name__ == "__main__":
    np.random.seed(0)
    model = VisionLanguageModel()
    images = ms.Tensor(np.random.randn(2, 3, 16, 16).astype(np.float32))
    out = model(images)
    print(out.shape)
