import mindspore.nn as nn
import mindspore.ops as ops
from layers import MultiHeadSelfAttention


class ClauseClassifier(nn.Cell):
    def __init__(self, vocab_size, hidden, num_heads, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.attn = MultiHeadSelfAttention(hidden, num_heads)
        self.norm = nn.LayerNorm((hidden,))
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, ids):
        x = self.embed(ids)
        x = self.norm(x + self.attn(x))
        return self.head(ops.mean(x, axis=1))
