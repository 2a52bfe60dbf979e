import mindspore as ms
from mindspore import nn, ops

from loss_config import LOSS_CFG


class BagEncoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.proj = nn.Dense(dim, dim)

    def construct(self, ids):
        mask = (ids > 0).astype(ms.float32).expand_dims(-1)
        h = (self.emb(ids) * mask).sum(1) / ops.maximum(mask.sum(1), 1.0)
        return ops.L2Normalize(axis=-1)(self.proj(h))


class InBatchContrastive(nn.Cell):
    """Query/doc dual encoder trained with in-batch negatives (InfoNCE)."""

    def __init__(self, vocab, dim):
        super().__init__()
        self.q_enc = BagEncoder(vocab, dim)
        self.d_enc = BagEncoder(vocab, dim)
        self.ce = nn.CrossEntropyLoss()

    def construct(self, queries, docs):
        q, d = self.q_enc(queries), self.d_enc(docs)
        inv_t = 1.0 / LOSS_CFG["temperature"]  # ROOT
        logits = ops.matmul(q, d.T) * inv_t
        labels = ops.arange(q.shape[0]).astype(ms.int32)
        return self.ce(logits, labels), ops.fill(ms.float32, (), inv_t)
