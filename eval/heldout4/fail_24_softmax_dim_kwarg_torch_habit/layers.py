from mindspore import nn, ops


class AttentionPooling(nn.Cell):
    """Learned attention weights over the set elements, then a weighted sum."""

    def __init__(self, dim):
        super().__init__()
        self.score = nn.SequentialCell([nn.Dense(dim, dim), nn.Tanh(), nn.Dense(dim, 1)])

    def construct(self, x):
        weights = ops.softmax(self.score(x), dim=1)  # ROOT
        return (weights * x).sum(axis=1)
