import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as C


class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n_head = C.N_HEAD
        self.head_dim = C.N_EMBD // C.N_HEAD
        self.c_attn = nn.Dense(C.N_EMBD, 3 * C.N_EMBD)
        self.c_proj = nn.Dense(C.N_EMBD, C.N_EMBD)
        self.drop = nn.Dropout(p=C.DROPOUT)
        mask = np.triu(np.full((C.BLOCK_SIZE, C.BLOCK_SIZE), -1e9, np.float32), 1)
        self.mask = ms.Tensor(mask)

    def construct(self, x):
        b, t, c = x.shape
        q, k, v = ops.split(self.c_attn(x), c, axis=2)
        q = q.reshape(b, t, self.n_head, self.head_dim).swapaxes(1, 2)
        k = k.reshape(b, t, self.n_head, self.head_dim).swapaxes(1, 2)
        v = v.reshape(b, t, self.n_head, self.head_dim).swapaxes(1, 2)
        att = ops.matmul(q, k.swapaxes(-2, -1)) * (1.0 / self.head_dim ** 0.5)
        att = self.drop(ops.softmax(att + self.mask[:t, :t], axis=-1))
        y = ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, c)
        return self.c_proj(y)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((C.N_EMBD,))
        self.attn = CausalSelfAttention()
        self.ln2 = nn.LayerNorm((C.N_EMBD,))
        self.mlp = nn.SequentialCell(nn.Dense(C.N_EMBD, 4 * C.N_EMBD), nn.GELU(),
                                     nn.Dense(4 * C.N_EMBD, C.N_EMBD), nn.Dropout(p=C.DROPOUT))

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class CharGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(C.VOCAB_SIZE, C.N_EMBD)
        self.wpe = nn.Embedding(C.BLOCK_SIZE, C.N_EMBD)
        self.blocks = nn.SequentialCell([Block() for _ in range(C.N_LAYER)])
        self.ln_f = nn.LayerNorm((C.N_EMBD,))
        self.lm_head = nn.Dense(C.N_EMBD, C.VOCAB_SIZE, has_bias=False)

    def construct(self, idx):
        t = idx.shape[1]
        x = self.wte(idx) + self.wpe(ops.arange(t))
        return self.lm_head(self.ln_f(self.blocks(x)))
