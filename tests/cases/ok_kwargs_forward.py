"""Near-miss for MSD101: kwargs forwarded, but the positional argument goes
to a different parameter than the keyword."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class QFormer(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.q = nn.Dense(dim, dim)

    def construct(self, query_embeds, encoder_hidden_states, attention_mask=None):
        attn = ops.softmax(ops.bmm(self.q(query_embeds), encoder_hidden_states.swapaxes(1, 2)), axis=-1)
        return query_embeds + ops.bmm(attn, encoder_hidden_states)


class Wrapper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qformer = QFormer()

    def construct(self, query_embeds, **kwargs):
        return self.qformer(query_embeds, **kwargs)


class VLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wrapper = Wrapper()
        self.query_tokens = ms.Parameter(ops.zeros((1, 4, 16), ms.float32), name="query_tokens")

    def construct(self, image_embeds):
        queries = ops.tile(self.query_tokens, (image_embeds.shape[0], 1, 1))
        return self.wrapper(queries, encoder_hidden_states=image_embeds, attention_mask=None)


if __name__ == "__main__":
    np.random.seed(0)
    print(VLM()(ms.Tensor(np.random.randn(2, 9, 16).astype(np.float32))).shape)
