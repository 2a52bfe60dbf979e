import numpy as np
import mindspore as ms
from mindspore import nn

from layers import EncoderLayer


class ClauseClassifier(nn.Cell):
    def __init__(self, vocab_size, max_len, d_model, num_heads, ffn_dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, d_model, padding_idx=0)
        self.pos = ms.Parameter(ms.Tensor(np.random.normal(0, 0.02, (1, max_len, d_model)).astype(np.float32)))
        self.layers = nn.CellList([EncoderLayer(d_model, num_heads, ffn_dim) for _ in range(2)])
        self.head = nn.Dense(d_model, num_classes)

    def construct(self, ids):
        pad_mask = ids == 0
        x = self.embed(ids) + self.pos
        for layer in self.layers:
            x = layer(x, pad_mask)
        return self.head(x[:, 0])
