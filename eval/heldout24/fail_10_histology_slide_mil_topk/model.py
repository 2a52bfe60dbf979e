from mindspore import nn, ops


class TopKMIL(nn.Cell):
    """Scores every patch and averages the k most suspicious ones into a slide logit."""

    def __init__(self, in_dim, hidden, k):
        super().__init__()
        self.k = k
        self.patch_scorer = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, 1)])

    def construct(self, bag):
        scores = self.patch_scorer(bag).squeeze(-1)
        top, _ = ops.topk(scores, self.k, dim=1)
        return top.mean(axis=1)
