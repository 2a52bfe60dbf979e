"""Generic helpers: run a sub-module with forwarded keyword arguments."""
from mindspore import nn, ops


def run_block(block, hidden_states, **kwargs):
    return block(hidden_states, **kwargs)


class BlockRunner(nn.Cell):
    def __init__(self, block):
        super().__init__()
        self.block = block

    def construct(self, hidden_states, **kwargs):
        return run_block(self.block, hidden_states, **kwargs)


class QFormerLayer(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, query_embeds, encoder_hidden_states=None):
        ctx = self.kv(encoder_hidden_states)
        attn = ops.softmax(ops.bmm(self.q(query_embeds), ctx.swapaxes(1, 2)), axis=-1)
        return self.norm(query_embeds + ops.bmm(attn, ctx))
