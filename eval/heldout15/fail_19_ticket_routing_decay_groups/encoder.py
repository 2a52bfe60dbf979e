import mindspore.nn as nn
from mindspore import ops


class TicketEncoder(nn.Cell):
    def __init__(self, vocab, dim, num_queues):
        super().__init__()
        self.token_embedding = nn.Embedding(vocab, dim, padding_idx=0)
        self.mixer = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))
        self.layernorm = nn.LayerNorm((dim,))
        self.classifier = nn.Dense(dim, num_queues)

    def construct(self, ids):
        mask = (ids > 0).astype(ops.dtype(self.token_embedding.embedding_table)).expand_dims(-1)
        h = self.token_embedding(ids)
        h = self.layernorm(h + self.mixer(h))
        pooled = (h * mask).sum(axis=1) / ops.maximum(mask.sum(axis=1), 1.0)
        return self.classifier(pooled)
