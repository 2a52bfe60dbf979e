from mindspore import nn, ops


class TransformerLayer(nn.Cell):
    def __init__(self, d_model, num_heads, ffn_dim, dropout, pre_norm):
        super().__init__()
        self.pre_norm = pre_norm
        self.attn = nn.MultiheadAttention(d_model, num_heads, dropout=dropout, batch_first=True)
        self.ln1 = nn.LayerNorm((d_model,))
        self.ln2 = nn.LayerNorm((d_model,))
        self.ffn = nn.SequentialCell(
            nn.Dense(d_model, ffn_dim), nn.GELU(), nn.Dropout(p=dropout), nn.Dense(ffn_dim, d_model)
        )

    def construct(self, x):
        if self.pre_norm:
            h = self.ln1(x)
            x = x + self.attn(h, h, h)[0]
            x = x + self.ffn(self.ln2(x))
        else:
            x = self.ln1(x + self.attn(x, x, x)[0])
            x = self.ln2(x + self.ffn(x))
        return x
