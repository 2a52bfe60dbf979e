import math

from mindspore import nn, ops


class LoggedAttentionPool(nn.Cell):
    """Attention pooling over instances (multiple-instance learning) with a diagnostics log."""

    def __init__(self, dim, hidden):
        super().__init__()
        self.score = nn.SequentialCell(nn.Dense(dim, hidden), nn.Tanh(), nn.Dense(hidden, 1))
        self.diagnostics = {"entropy": []}

    def construct(self, bag):
        w = ops.softmax(self.score(bag).squeeze(-1), axis=-1)
        entropy = -(w * ops.log(w + 1e-9)).sum(axis=-1).mean() / math.log(bag.shape[1])
        self.diagnostics["entropy"].append(entropy)  # ROOT
        return (w.expand_dims(-1) * bag).sum(axis=1)


class MILClassifier(nn.Cell):
    def __init__(self, in_dim=10, dim=16, hidden=8, num_classes=2):
        super().__init__()
        self.embed = nn.SequentialCell(nn.Dense(in_dim, dim), nn.ReLU())
        self.pool = LoggedAttentionPool(dim, hidden)
        self.head = nn.Dense(dim, num_classes)

    def construct(self, bags):
        return self.head(self.pool(self.embed(bags)))
