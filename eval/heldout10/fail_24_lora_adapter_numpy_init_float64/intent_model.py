from mindspore import nn, ops


class BagOfEmbeddingsIntent(nn.Cell):
    """Stand-in for a pretrained sentence encoder with an intent classification head."""

    def __init__(self, vocab, dim, n_intents):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.query = nn.Dense(dim, dim)
        self.value = nn.Dense(dim, dim)
        self.cls = nn.Dense(dim, n_intents)

    def construct(self, ids):
        h = self.emb(ids)
        mask = (ids > 0).astype(h.dtype).expand_dims(-1)
        scores = (self.query(h) * mask).sum(-1, keepdims=True) - (1 - mask) * 1e4
        w = ops.softmax(scores, axis=1)
        return self.cls((w * self.value(h)).sum(1))
