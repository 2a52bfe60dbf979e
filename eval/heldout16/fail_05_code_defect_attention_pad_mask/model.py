import mindspore.nn as nn
import mindspore.ops as ops

from layers import MaskedSelfAttention


class DefectClassifier(nn.Cell):
    def __init__(self, vocab_size, max_len, d_model, num_heads):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        self.attn = MaskedSelfAttention(d_model, num_heads)
        self.norm = nn.LayerNorm((d_model,))
        self.out = nn.Dense(d_model, 2)
        self.positions = ops.arange(max_len)

    def construct(self, ids, pad_mask):
        x = self.tok(ids) + self.pos(self.positions)[None]
        x = self.norm(x + self.attn(x, pad_mask))
        return self.out(x.max(axis=1))


class WithMaskedLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, ids, pad_mask, label):
        return self.loss(self.net(ids, pad_mask), label)
