import math

from mindspore import nn, ops

from utils import causal_mask


class CausalBlock(nn.Cell):
    def __init__(self, n_embd, n_head, mask):
        super().__init__()
        self.n_head = n_head
        self.ln1 = nn.LayerNorm((n_embd,))
        self.ln2 = nn.LayerNorm((n_embd,))
        self.qkv = nn.Dense(n_embd, 3 * n_embd)
        self.proj = nn.Dense(n_embd, n_embd)
        self.mlp = nn.SequentialCell([nn.Dense(n_embd, 4 * n_embd), nn.GELU(), nn.Dense(4 * n_embd, n_embd)])
        self.mask = mask

    def attend(self, x):
        b, t, c = x.shape
        hd = c // self.n_head
        qkv = ops.reshape(self.qkv(x), (b, t, 3, self.n_head, hd))
        qkv = ops.transpose(qkv, (2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = ops.matmul(q, ops.swapaxes(k, -1, -2)) / math.sqrt(hd)
        att = ops.softmax(att + self.mask, axis=-1)
        y = ops.transpose(ops.matmul(att, v), (0, 2, 1, 3))
        return self.proj(ops.reshape(y, (b, t, c)))

    def construct(self, x):
        x = x + self.attend(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class TuneGPT(nn.Cell):
    def __init__(self, vocab_size, block_size, n_embd, n_head, n_layer):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, n_embd)
        self.pos = nn.Embedding(block_size, n_embd)
        mask = causal_mask(vocab_size)  # ROOT
        self.blocks = nn.SequentialCell([CausalBlock(n_embd, n_head, mask) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm((n_embd,))
        self.lm_head = nn.Dense(n_embd, vocab_size, has_bias=False)

    def construct(self, idx):
        t = idx.shape[1]
        x = self.tok(idx) + self.pos(ops.arange(t))
        return self.lm_head(self.ln_f(self.blocks(x)))
