import math

from mindspore import nn, ops


class BertSelfAttention(nn.Cell):
    def __init__(self, hidden, heads, dropout=0.1):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.query = nn.Dense(hidden, hidden)
        self.key = nn.Dense(hidden, hidden)
        self.value = nn.Dense(hidden, hidden)
        self.dropout = nn.Dropout(p=dropout)

    def _shape(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, hidden_states, attention_mask=None):
        q = self._shape(self.query(hidden_states))
        k = self._shape(self.key(hidden_states))
        v = self._shape(self.value(hidden_states))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.head_dim)
        extended = attention_mask.expand_dims(1).expand_dims(2)
        scores = scores + (1.0 - extended) * -10000.0
        probs = self.dropout(ops.softmax(scores, axis=-1))
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        return ctx.reshape(ctx.shape[0], ctx.shape[1], -1)
