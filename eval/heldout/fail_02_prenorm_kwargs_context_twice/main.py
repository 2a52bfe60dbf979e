import numpy as np
import mindspore as ms
from mindspore import nn, ops

from layers import PreNorm, Attention, FeedForward

ms.set_context(mode=ms.GRAPH_MODE)


class DecoderLayer(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.self_attn = PreNorm(dim, Attention(dim))
        self.cross_attn = PreNorm(dim, Attention(dim))
        self.ff = PreNorm(dim, FeedForward(dim))

    def construct(self, x, memory, memory_mask):
        x = x + self.self_attn(x)
        x = x + self.cross_attn(x, memory, context=memory, mask=memory_mask)  # ROOT
        x = x + self.ff(x)
        return x


class Decoder(nn.Cell):
    def __init__(self, vocab, dim, depth):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.layers = nn.CellList([DecoderLayer(dim) for _ in range(depth)])
        self.head = nn.Dense(dim, vocab)

    def construct(self, tokens, memory, memory_mask):
        x = self.embed(tokens)
        for layer in self.layers:
            x = layer(x, memory, memory_mask)
        return self.head(x)


dec = Decoder(vocab=50, dim=16, depth=2)
tokens = ms.Tensor(np.random.randint(0, 50, (2, 7)).astype(np.int32))
memory = ms.Tensor(np.random.randn(2, 9, 16).astype(np.float32))
mem_mask = ms.Tensor(np.ones((2, 9), dtype=np.bool_))
logits = dec(tokens, memory, mem_mask)
print(logits.shape)
