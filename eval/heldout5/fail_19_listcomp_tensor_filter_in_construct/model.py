import mindspore as ms
from mindspore import nn, ops


class HeadEnsemble(nn.Cell):
    """Several classifier heads on a shared encoder; only confident heads vote."""

    def __init__(self, in_dim, hidden, num_classes, num_heads=3, threshold=0.3):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU()])
        self.heads = nn.CellList([nn.Dense(hidden, num_classes) for _ in range(num_heads)])
        self.threshold = threshold

    def construct(self, x):
        h = self.encoder(x)
        probs = [ops.softmax(head(h), axis=-1) for head in self.heads]
        votes = [p for p in probs if p.max(axis=-1).mean() > self.threshold]  # ROOT
        return ops.stack(votes).mean(axis=0)
