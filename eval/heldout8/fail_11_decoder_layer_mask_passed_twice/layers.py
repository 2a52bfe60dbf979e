from mindspore import nn, ops


class DecoderLayer(nn.Cell):
    def __init__(self, dim, heads, ffn):
        super().__init__()
        self.self_attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.cross_attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.ff = nn.SequentialCell(nn.Dense(dim, ffn), nn.ReLU(), nn.Dense(ffn, dim))
        self.n1 = nn.LayerNorm((dim,))
        self.n2 = nn.LayerNorm((dim,))
        self.n3 = nn.LayerNorm((dim,))

    def construct(self, x, memory, tgt_mask=None):
        x = self.n1(x + self.self_attn(x, x, x, attn_mask=tgt_mask)[0])
        x = self.n2(x + self.cross_attn(x, memory, memory)[0])
        return self.n3(x + self.ff(x))
