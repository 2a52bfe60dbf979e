from mindspore import nn, ops


class VisitAttentionPool(nn.Cell):
    """Attention over a patient's past hospital visits; keeps the weights for the explanation report."""

    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)
        self.last_weights = None

    def construct(self, visits, mask):
        scores = self.score(visits).squeeze(-1)
        scores = ops.masked_fill(scores, mask == 0, -1e9)
        weights = ops.softmax(scores, axis=-1)
        self.last_weights = weights  # ROOT
        return (visits * weights.expand_dims(-1)).sum(axis=1)
