"""Transformer block used by the basket encoder."""
import mindspore.nn as nn


class SessionAttentionBlock(nn.Cell):
    def __init__(self, dim, heads, dropout):
        super().__init__()
        self.attn = nn.MultiheadAttention(dim, heads, dropout=dropout)  # ROOT
        self.norm1 = nn.LayerNorm((dim,))
        self.ffn = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))
        self.norm2 = nn.LayerNorm((dim,))
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x, pad_mask):
        attn_out, _ = self.attn(x, x, x, key_padding_mask=pad_mask)
        x = self.norm1(x + self.drop(attn_out))
        x = self.norm2(x + self.drop(self.ffn(x)))
        return x
