import mindspore as ms
import mindspore.nn as nn
from mindspore import ops


class NewsEncoder(nn.Cell):
    """Encodes every article title as the mean of its word embeddings followed by a projection."""

    def __init__(self, titles, vocab, dim):
        super().__init__()
        self.titles = ms.Tensor(titles, ms.int32)
        self.words = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim, activation="tanh")

    def construct(self):
        return self.proj(self.words(self.titles).mean(axis=1))       # (num_articles, dim)


class UserEncoder(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.attn = nn.Dense(dim, 1)

    def construct(self, history_vecs):
        w = ops.softmax(self.attn(history_vecs), axis=1)             # (B, H, 1)
        return (w * history_vecs).sum(axis=1)                         # (B, dim)


class TwoTower(nn.Cell):
    def __init__(self, titles, vocab, dim):
        super().__init__()
        self.news = NewsEncoder(titles, vocab, dim)
        self.user = UserEncoder(dim)

    def construct(self, histories):
        table = self.news()
        user_vec = self.user(ops.gather(table, histories, 0))
        return ops.L2Normalize(axis=-1)(user_vec), ops.L2Normalize(axis=-1)(table)
