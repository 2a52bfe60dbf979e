"""BLIP-2 style bridge: a generic wrapper forwards **kwargs to the QFormer,
and passes the image embeddings positionally (into query_embeds)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class QFormer(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, dim)

    def construct(self, query_embeds, encoder_hidden_states, attention_mask=None):
        ctx = self.kv(encoder_hidden_states)
        attn = ops.softmax(ops.bmm(self.q(query_embeds), ctx.swapaxes(1, 2)), axis=-1)
        return query_embeds + ops.bmm(attn, ctx)


class CheckpointedQFormer(nn.Cell):
    """Wrapper that adds nothing but forwards all keyword arguments."""

    def __init__(self, dim=32):
        super().__init__()
        self.qformer = QFormer(dim)

    def construct(self, image_embeds, **kwargs):
        return self.qformer(image_embeds, **kwargs)


class VLM(nn.Cell):
    def __init__(self, dim=32, num_query=4):
        super().__init__()
        self.visual = nn.Dense(48, dim)
        self.query_tokens = ms.Parameter(ops.zeros((1, num_query, dim), ms.float32), name="query_tokens")
        self.bridge = CheckpointedQFormer(dim)
        self.proj = nn.Dense(dim, 64)

    def construct(self, patches):
        image_embeds = self.visual(patches)
        queries = ops.tile(self.query_tokens, (patches.shape[0], 1, 1))
        out = self.bridge(image_embeds, query_embeds=queries, attention_mask=None)  # expect: MSD101
        return self.proj(out)


if __name__ == "__main__":
    np.random.seed(0)
    model = VLM()
    patches = ms.Tensor(np.random.randn(2, 9, 48).astype(np.float32))
    print(model(patches).shape)
