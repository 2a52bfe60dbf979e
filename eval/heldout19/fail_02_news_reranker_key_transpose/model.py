import mindspore.nn as nn
import mindspore.ops as ops
from layers import CrossAttention


class NewsReranker(nn.Cell):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.attn = CrossAttention(dim)
        self.out = nn.Dense(dim, 1)

    def construct(self, query_ids, doc_ids):
        fused = self.attn(self.embed(query_ids), self.embed(doc_ids))
        return self.out(ops.mean(fused, axis=1)).squeeze(-1)
