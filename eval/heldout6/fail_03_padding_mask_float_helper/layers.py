from mindspore import nn, ops


class AttentionPooling(nn.Cell):
    """Scores every timestep, ignores padding, returns the weighted sum."""

    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)

    def construct(self, h, pad_mask):
        scores = self.score(h).squeeze(-1)
        scores = ops.masked_fill(scores, pad_mask, -1e9)
        weights = ops.softmax(scores, axis=-1)
        return (weights[:, :, None] * h).sum(axis=1)


class ReviewScorer(nn.Cell):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.encoder = nn.GRU(dim, dim, batch_first=True)
        self.pool = AttentionPooling(dim)
        self.out = nn.Dense(dim, 1)

    def construct(self, ids, pad_mask):
        h, _ = self.encoder(self.embed(ids))
        return self.out(self.pool(h, pad_mask)).squeeze(-1)
