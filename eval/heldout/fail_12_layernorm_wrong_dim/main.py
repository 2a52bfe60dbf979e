import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

d_model = 32
d_ff = 64
n_head = 4


class PositionwiseFFN(nn.Cell):
    def __init__(self, d_model, d_ff, dropout=0.1):
        super().__init__()
        self.fc1 = nn.Dense(d_model, d_ff)
        self.fc2 = nn.Dense(d_ff, d_model)
        self.dropout = nn.Dropout(p=dropout)
        self.layer_norm = nn.LayerNorm((d_ff,), epsilon=1e-6)  # ROOT

    def construct(self, x):
        residual = x
        x = self.fc2(self.dropout(ops.relu(self.fc1(x))))
        return self.layer_norm(self.dropout(x) + residual)


class EncoderLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.slf_attn = nn.MultiheadAttention(d_model, n_head, dropout=0.1, batch_first=True)
        self.norm = nn.LayerNorm((d_model,), epsilon=1e-6)
        self.pos_ffn = PositionwiseFFN(d_model, d_ff)

    def construct(self, enc_input):
        out, _ = self.slf_attn(enc_input, enc_input, enc_input)
        out = self.norm(out + enc_input)
        return self.pos_ffn(out)


class Encoder(nn.Cell):
    def __init__(self, n_src_vocab=120, n_layers=2):
        super().__init__()
        self.src_word_emb = nn.Embedding(n_src_vocab, d_model)
        self.layer_stack = nn.CellList([EncoderLayer() for _ in range(n_layers)])

    def construct(self, src_seq):
        enc_output = self.src_word_emb(src_seq) * (d_model ** 0.5)
        for enc_layer in self.layer_stack:
            enc_output = enc_layer(enc_output)
        return enc_output


enc = Encoder()
enc.set_train(False)
src = ms.Tensor(np.random.randint(0, 120, (3, 11)).astype(np.int32))
print(enc(src).shape)
