from mindspore import nn

from layers import ConvEncoder, MaskedMeanPool


class ReviewRater(nn.Cell):
    def __init__(self, vocab, dim, num_ratings):
        super().__init__()
        self.encoder = ConvEncoder(vocab, dim)
        self.pool = MaskedMeanPool()
        self.out = nn.Dense(dim, num_ratings)

    def construct(self, ids, mask):
        h = self.encoder(ids)
        pooled = self.pool(h)  # ROOT
        return self.out(pooled)
