import mindspore as ms
from mindspore import nn, ops

from layers import EncoderLayer


class TinyTranslator(nn.Cell):
    def __init__(self, vocab_size, d_model, num_heads, ffn_dim, num_layers, activation, max_len):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        self.layers = nn.CellList([EncoderLayer(d_model, num_heads, ffn_dim, activation)
                                   for _ in range(num_layers)])
        self.lm_head = nn.Dense(d_model, vocab_size)

    def construct(self, src):
        positions = ops.arange(src.shape[1]).astype(ms.int32)
        h = self.tok(src) + self.pos(positions)
        for layer in self.layers:
            h = layer(h)
        return self.lm_head(h)
