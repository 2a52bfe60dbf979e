"""Minimal BLIP-2 style Q-Former: learned queries attend to frozen image features."""
import mindspore as ms
from mindspore import nn, ops


class CrossAttention(nn.Cell):
    def __init__(self, hidden, enc_width, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.q = nn.Dense(hidden, hidden)
        self.k = nn.Dense(enc_width, hidden)
        self.v = nn.Dense(enc_width, hidden)
        self.o = nn.Dense(hidden, hidden)
        self.scale = self.head_dim ** -0.5

    def _split(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, hidden_states, encoder_hidden_states):
        q = self._split(self.q(hidden_states))
        k = self._split(self.k(encoder_hidden_states))
        v = self._split(self.v(encoder_hidden_states))
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3)
        b, n = out.shape[0], out.shape[1]
        return self.o(out.reshape(b, n, -1))


class QFormerLayer(nn.Cell):
    def __init__(self, hidden, enc_width, heads):
        super().__init__()
        self.self_attn = nn.MultiheadAttention(hidden, heads, batch_first=True)
        self.ln1 = nn.LayerNorm((hidden,))
        self.cross = CrossAttention(hidden, enc_width, heads)
        self.ln2 = nn.LayerNorm((hidden,))
        self.ffn = nn.SequentialCell(nn.Dense(hidden, hidden * 2), nn.GELU(), nn.Dense(hidden * 2, hidden))
        self.ln3 = nn.LayerNorm((hidden,))

    def construct(self, x, image_embeds):
        h = self.self_attn(x, x, x)[0]
        x = self.ln1(x + h)
        x = self.ln2(x + self.cross(x, image_embeds))
        return self.ln3(x + self.ffn(x))


class QFormer(nn.Cell):
    def __init__(self, hidden=32, enc_width=48, heads=4, num_layers=2):
        super().__init__()
        self.layers = nn.CellList([QFormerLayer(hidden, enc_width, heads) for _ in range(num_layers)])

    def construct(self, query_embeds, image_embeds, image_atts=None):
        x = query_embeds
        for layer in self.layers:
            x = layer(x, image_embeds)
        return x
