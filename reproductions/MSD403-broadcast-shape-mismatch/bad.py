"""Transformer embedding with a learned positional table sized for the
wrong sequence length."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

MAX_LEN = 16


class TokenAndPositionEmbedding(nn.Cell):
    def __init__(self, vocab, dim, max_len):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = ms.Parameter(ops.zeros((1, max_len, dim), ms.float32), name="pos")

    def construct(self, ids):
        return self.tok(ids) + self.pos  # expect: MSD403


class Encoder(nn.Cell):
    def __init__(self, vocab=100, dim=32):
        super().__init__()
        self.embed = TokenAndPositionEmbedding(vocab, dim, MAX_LEN)
        self.ffn = nn.Dense(dim, dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, ids):
        h = self.embed(ids)
        return self.norm(h + self.ffn(h))


if __name__ == "__main__":
    np.random.seed(0)
    enc = Encoder()
    ids = ms.Tensor(np.random.randint(0, 100, (2, 10)), ms.int32)
    print(enc(ids).shape)
