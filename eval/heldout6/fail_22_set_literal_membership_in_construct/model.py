from mindspore import nn, ops


class GraphReadout(nn.Cell):
    """Node MLP followed by a configurable graph-level readout."""

    def __init__(self, in_dim, hidden, num_classes, readout="mean"):
        super().__init__()
        self.node_mlp = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden)])
        self.readout = readout
        self.classifier = nn.Dense(hidden, num_classes)

    def construct(self, node_feats, adj):
        deg = adj.sum(axis=-1, keepdims=True)
        h = self.node_mlp(ops.matmul(adj, node_feats) / ops.clamp(deg, min=1.0))
        if self.readout in {"mean", "avg"}:  # ROOT
            g = h.mean(axis=1)
        else:
            g = h.max(axis=1)
        return self.classifier(g)
