import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MHA(nn.Cell):
    def __init__(self, d, h):
        super().__init__()
        self.h, self.dk = h, d // h
        self.wq = nn.Dense(d, d)
        self.wk = nn.Dense(d, d)
        self.wv = nn.Dense(d, d)
        self.wo = nn.Dense(d, d)

    def heads(self, x):
        b, t, _ = x.shape
        return x.view(b, t, self.h, self.dk).permute(0, 2, 1, 3)

    def construct(self, q, k, v, bias):
        q, k, v = self.heads(self.wq(q)), self.heads(self.wk(k)), self.heads(self.wv(v))
        scores = ops.matmul(q, k.permute(0, 1, 3, 2)) / self.dk ** 0.5
        scores = scores + bias
        p = ops.softmax(scores, -1)
        o = ops.matmul(p, v).permute(0, 2, 1, 3)
        return self.wo(o.reshape(o.shape[0], o.shape[1], -1))


class Seq2SeqEncoder(nn.Cell):
    def __init__(self, vocab, d=32, h=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.attn = MHA(d, h)
        self.ln = nn.LayerNorm((d,))

    def construct(self, src, src_pad):
        x = self.emb(src)
        bias = src_pad.astype(ms.float32) * -1e9  # ROOT
        return self.ln(x + self.attn(x, x, x, bias))


enc = Seq2SeqEncoder(vocab=30)
src = np.random.randint(1, 30, (2, 6)).astype(np.int32)
src[1, 4:] = 0
out = enc(ms.Tensor(src), ms.Tensor(src == 0))
print(out.shape)
