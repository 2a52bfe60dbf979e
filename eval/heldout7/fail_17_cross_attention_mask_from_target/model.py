import math

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from layers import MultiHeadAttention, FeedForward, make_padding_mask, make_causal_mask


def sinusoid_table(max_len, d_model):
    pos = np.arange(max_len)[:, None]
    div = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
    table = np.zeros((max_len, d_model), np.float32)
    table[:, 0::2] = np.sin(pos * div)
    table[:, 1::2] = np.cos(pos * div)
    return Tensor(table)


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, n_heads, d_ff):
        super().__init__()
        self.attn = MultiHeadAttention(d_model, n_heads)
        self.ff = FeedForward(d_model, d_ff)
        self.norm1 = nn.LayerNorm((d_model,))
        self.norm2 = nn.LayerNorm((d_model,))

    def construct(self, x, mask):
        x = self.norm1(x + self.attn(x, x, x, mask))
        return self.norm2(x + self.ff(x))


class DecoderLayer(nn.Cell):
    def __init__(self, d_model, n_heads, d_ff):
        super().__init__()
        self.self_attn = MultiHeadAttention(d_model, n_heads)
        self.cross_attn = MultiHeadAttention(d_model, n_heads)
        self.ff = FeedForward(d_model, d_ff)
        self.norms = nn.CellList([nn.LayerNorm((d_model,)) for _ in range(3)])

    def construct(self, y, memory, self_mask, memory_mask):
        y = self.norms[0](y + self.self_attn(y, y, y, self_mask))
        y = self.norms[1](y + self.cross_attn(y, memory, memory, memory_mask))
        return self.norms[2](y + self.ff(y))


class Translator(nn.Cell):
    def __init__(self, src_vocab, tgt_vocab, d_model=32, n_heads=4, d_ff=64, n_layers=1, pad_id=0, max_len=32):
        super().__init__()
        self.pad_id = pad_id
        self.scale = math.sqrt(d_model)
        self.src_embed = nn.Embedding(src_vocab, d_model, padding_idx=pad_id)
        self.tgt_embed = nn.Embedding(tgt_vocab, d_model, padding_idx=pad_id)
        self.pos = sinusoid_table(max_len, d_model)
        self.encoder = nn.CellList([EncoderLayer(d_model, n_heads, d_ff) for _ in range(n_layers)])
        self.decoder = nn.CellList([DecoderLayer(d_model, n_heads, d_ff) for _ in range(n_layers)])
        self.generator = nn.Dense(d_model, tgt_vocab)

    def embed(self, table, ids):
        return table(ids) * self.scale + self.pos[:ids.shape[1]]

    def construct(self, src_ids, tgt_ids):
        src_mask = make_padding_mask(src_ids, self.pad_id)
        tgt_mask = make_padding_mask(tgt_ids, self.pad_id) | make_causal_mask(tgt_ids.shape[1])
        memory_mask = make_padding_mask(tgt_ids, self.pad_id)  # ROOT
        memory = self.embed(self.src_embed, src_ids)
        for layer in self.encoder:
            memory = layer(memory, src_mask)
        y = self.embed(self.tgt_embed, tgt_ids)
        for layer in self.decoder:
            y = layer(y, memory, tgt_mask, memory_mask)
        return self.generator(y)
