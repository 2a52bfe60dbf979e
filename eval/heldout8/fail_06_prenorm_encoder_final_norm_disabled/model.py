import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

from layers import TransformerLayer


class SASRec(nn.Cell):
    def __init__(self, num_items, max_len, d_model, num_heads, ffn_dim, num_layers, dropout,
                 pre_norm=True, final_norm=True):
        super().__init__()
        self.pre_norm = pre_norm
        self.item_emb = nn.Embedding(num_items + 1, d_model, padding_idx=0)
        self.pos_emb = Parameter(Tensor(np.random.normal(0, 0.02, (1, max_len, d_model)).astype(np.float32)))
        self.layers = nn.CellList(
            [TransformerLayer(d_model, num_heads, ffn_dim, dropout, pre_norm) for _ in range(num_layers)]
        )
        self.final_ln = nn.LayerNorm((d_model,)) if final_norm else None

    def encode(self, seq):
        x = self.item_emb(seq) + self.pos_emb
        for layer in self.layers:
            x = layer(x)
        if self.pre_norm:
            x = self.final_ln(x)
        return x

    def construct(self, seq):
        h = self.encode(seq)[:, -1]
        return ops.matmul(h, self.item_emb.embedding_table.T)
