"""BERT-like encoder: the optional padding mask is only applied when given."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SelfAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.scale = dim ** -0.5

    def construct(self, x, attention_mask=None):
        scores = ops.bmm(self.q(x), self.k(x).swapaxes(1, 2)) * self.scale
        if attention_mask is not None:
            scores = scores + (1.0 - attention_mask[:, None, :]) * -10000.0
        return ops.bmm(ops.softmax(scores, axis=-1), self.v(x))


class TransformerLayer(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.attn = SelfAttention(dim)
        self.ln1 = nn.LayerNorm((dim,))
        self.ffn = nn.Dense(dim, dim)
        self.ln2 = nn.LayerNorm((dim,))

    def construct(self, x, attention_mask=None):
        x = self.ln1(x + self.attn(x, attention_mask))
        return self.ln2(x + self.ffn(x))


class Encoder(nn.Cell):
    def __init__(self, vocab=100, dim=32, depth=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.layers = nn.CellList([TransformerLayer(dim) for _ in range(depth)])

    def construct(self, ids, attention_mask=None):
        x = self.embed(ids)
        for layer in self.layers:
            x = layer(x, attention_mask)
        return x


if __name__ == "__main__":
    np.random.seed(0)
    enc = Encoder()
    ids = ms.Tensor(np.random.randint(0, 100, (2, 7)), ms.int32)
    print(enc(ids).shape)
