from mindspore import nn

from attention import BertSelfAttention


class BertLayer(nn.Cell):
    def __init__(self, hidden, heads, intermediate):
        super().__init__()
        self.attention = BertSelfAttention(hidden, heads)
        self.attn_out = nn.Dense(hidden, hidden)
        self.ln1 = nn.LayerNorm((hidden,), epsilon=1e-12)
        self.ffn = nn.SequentialCell([nn.Dense(hidden, intermediate), nn.GELU(), nn.Dense(intermediate, hidden)])
        self.ln2 = nn.LayerNorm((hidden,), epsilon=1e-12)

    def construct(self, x, attention_mask):
        attn = self.attention(x)  # ROOT
        x = self.ln1(x + self.attn_out(attn))
        return self.ln2(x + self.ffn(x))


class BertEncoder(nn.Cell):
    def __init__(self, vocab, hidden=64, heads=4, layers=2, intermediate=256, max_pos=128):
        super().__init__()
        self.word = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.ln = nn.LayerNorm((hidden,), epsilon=1e-12)
        self.layers = nn.CellList([BertLayer(hidden, heads, intermediate) for _ in range(layers)])

    def construct(self, input_ids, attention_mask, position_ids):
        x = self.ln(self.word(input_ids) + self.pos(position_ids))
        for layer in self.layers:
            x = layer(x, attention_mask)
        return x
