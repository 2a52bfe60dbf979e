import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

import config


class TinyCausalLM(nn.Cell):
    def __init__(self, vocab):
        super().__init__()
        self.tok = nn.Embedding(vocab, config.D_MODEL)
        self.pos = Parameter(Tensor(np.random.default_rng(0).normal(0, 0.02, (1, config.CONTEXT, config.D_MODEL)),
                                    ms.float32), name="pos_table")
        self.attn = nn.MultiheadAttention(config.D_MODEL, config.N_HEADS, batch_first=True)
        self.norm = nn.LayerNorm((config.D_MODEL,))
        self.out = nn.Dense(config.D_MODEL, vocab)
        mask = np.triu(np.full((config.CONTEXT, config.CONTEXT), -1e9, np.float32), k=1)
        self.causal = Tensor(mask)

    def construct(self, chars):
        h = self.tok(chars) + self.pos
        a, _ = self.attn(h, h, h, attn_mask=self.causal)
        return self.out(self.norm(h + a))


class LMLoss(nn.Cell):
    def __init__(self, lm):
        super().__init__(auto_prefix=False)
        self.lm = lm
        self.ce = nn.CrossEntropyLoss()

    def construct(self, chars, next_chars):
        logits = self.lm(chars)
        return self.ce(logits.reshape(-1, logits.shape[-1]), next_chars.reshape(-1))
