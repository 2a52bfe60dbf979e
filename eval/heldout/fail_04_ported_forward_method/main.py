import numpy as np
import mindspore as ms
from mindspore import nn, ops

from blocks import SwiGLU, RMSNorm


class LlamaBlock(nn.Cell):
    def __init__(self, dim, n_heads):
        super().__init__()
        self.attn_norm = RMSNorm(dim)
        self.attn = nn.MultiheadAttention(dim, n_heads, batch_first=True)
        self.ffn_norm = RMSNorm(dim)
        self.mlp = SwiGLU(dim, 4 * dim)

    def construct(self, x):
        h = self.attn_norm(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.ffn_norm(x))


class TinyLlama(nn.Cell):
    def __init__(self, vocab=64, dim=32, n_heads=4, n_layers=2):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.blocks = nn.CellList([LlamaBlock(dim, n_heads) for _ in range(n_layers)])
        self.norm = RMSNorm(dim)
        self.lm_head = nn.Dense(dim, vocab, has_bias=False)

    def construct(self, ids):
        x = self.tok(ids)
        for blk in self.blocks:
            x = blk(x)
        return self.lm_head(self.norm(x))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    model = TinyLlama()
    ids = ms.Tensor(np.random.randint(0, 64, (2, 10)), ms.int32)
    logits = model(ids)
    print(logits.shape)


if __name__ == "__main__":
    main()
