import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from layers import DecoderLayer


def causal_mask(n):
    return Tensor(np.triu(np.full((n, n), -1e9, np.float32), k=1))


class ImageToLatex(nn.Cell):
    def __init__(self, vocab, dim=32, heads=4, ffn=64, depth=2, max_len=10):
        super().__init__()
        self.patch = nn.Conv2d(1, dim, 4, stride=4, pad_mode="valid", has_bias=True)
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(max_len, dim)
        self.layers = nn.CellList([DecoderLayer(dim, heads, ffn) for _ in range(depth)])
        self.head = nn.Dense(dim, vocab)
        self.tgt_mask = causal_mask(max_len)

    def construct(self, image, tokens):
        mem = self.patch(image)
        b, c = mem.shape[0], mem.shape[1]
        mem = mem.reshape(b, c, -1).transpose(0, 2, 1)
        n = tokens.shape[1]
        x = self.tok(tokens) + self.pos(ops.arange(n).astype(ms.int32))
        mask = self.tgt_mask[:n, :n]
        for layer in self.layers:
            x = layer(x, mem, mask, tgt_mask=mask)  # ROOT
        return self.head(x)
