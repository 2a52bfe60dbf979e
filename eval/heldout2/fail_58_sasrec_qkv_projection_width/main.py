import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

N_ITEMS, MAX_LEN, HIDDEN, HEADS, BLOCKS = 1200, 30, 48, 2, 2


class PointWiseFFN(nn.Cell):
    def __init__(self, d, p):
        super().__init__()
        self.c1 = nn.Conv1d(d, d, 1, has_bias=True)
        self.c2 = nn.Conv1d(d, d, 1, has_bias=True)
        self.drop = nn.Dropout(p=p)

    def construct(self, x):
        h = self.c2(self.drop(ops.relu(self.c1(x.swapaxes(1, 2)))))
        return self.drop(h.swapaxes(1, 2))


class SelfAttention(nn.Cell):
    def __init__(self, d, heads):
        super().__init__()
        self.d, self.heads, self.dh = d, heads, d // heads
        self.qkv = nn.Dense(d, 2 * d)  # ROOT
        self.o = nn.Dense(d, d)

    def construct(self, x, causal):
        b, t, _ = x.shape
        q, k, v = ops.split(self.qkv(x), [self.d, self.d, self.d], axis=-1)
        q = q.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)
        k = k.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)
        v = v.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)
        w = ops.softmax(ops.matmul(q, k.swapaxes(2, 3)) / self.dh ** 0.5 + causal, axis=-1)
        return self.o(ops.matmul(w, v).swapaxes(1, 2).reshape(b, t, self.d))


class SASRec(nn.Cell):
    def __init__(self):
        super().__init__()
        self.item_emb = nn.Embedding(N_ITEMS + 1, HIDDEN, padding_idx=0)
        self.pos_emb = nn.Embedding(MAX_LEN, HIDDEN)
        self.attn = nn.CellList([SelfAttention(HIDDEN, HEADS) for _ in range(BLOCKS)])
        self.ffn = nn.CellList([PointWiseFFN(HIDDEN, 0.2) for _ in range(BLOCKS)])
        self.ln_a = nn.CellList([nn.LayerNorm((HIDDEN,)) for _ in range(BLOCKS)])
        self.ln_f = nn.CellList([nn.LayerNorm((HIDDEN,)) for _ in range(BLOCKS)])
        self.causal = ms.Tensor(np.triu(np.full((MAX_LEN, MAX_LEN), -1e9, np.float32), 1))

    def construct(self, seq, pos_items, neg_items):
        keep = (seq > 0).astype(ms.float32)[:, :, None]
        h = (self.item_emb(seq) * HIDDEN ** 0.5 + self.pos_emb(ops.arange(MAX_LEN))) * keep
        for i in range(BLOCKS):
            h = h + self.attn[i](self.ln_a[i](h), self.causal)
            h = (h + self.ffn[i](self.ln_f[i](h))) * keep
        pos_logit = (h * self.item_emb(pos_items)).sum(-1)
        neg_logit = (h * self.item_emb(neg_items)).sum(-1)
        valid = keep.squeeze(-1)
        loss = -(ops.log(ops.sigmoid(pos_logit) + 1e-24) + ops.log(1 - ops.sigmoid(neg_logit) + 1e-24)) * valid
        return loss.sum() / valid.sum()


def sample_sessions(n_users=64, seed=0):
    rng = np.random.default_rng(seed)
    seq = np.zeros((n_users, MAX_LEN), np.int32)
    pos = np.zeros_like(seq)
    neg = rng.integers(1, N_ITEMS + 1, size=seq.shape).astype(np.int32)
    for u in range(n_users):
        hist = rng.integers(1, N_ITEMS + 1, size=rng.integers(5, MAX_LEN + 2))
        seq[u, -len(hist[:-1][-MAX_LEN:]):] = hist[:-1][-MAX_LEN:]
        pos[u, -len(hist[1:][-MAX_LEN:]):] = hist[1:][-MAX_LEN:]
    return ms.Tensor(seq), ms.Tensor(pos), ms.Tensor(neg)


model = SASRec()
trainer = nn.TrainOneStepCell(model, nn.Adam(model.trainable_params(), learning_rate=1e-3, beta2=0.98))
trainer.set_train()
for epoch in range(3):
    print("epoch", epoch, "bpr-ce", trainer(*sample_sessions(seed=epoch)))
