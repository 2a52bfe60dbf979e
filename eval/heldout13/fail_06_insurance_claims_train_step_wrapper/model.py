from mindspore import nn, ops


class ClaimSeverityNet(nn.Cell):
    def __init__(self, num_numeric, category_sizes, emb_dim, hidden):
        super().__init__()
        self.embs = nn.CellList([nn.Embedding(k, emb_dim) for k in category_sizes])
        layers = []
        width = num_numeric + emb_dim * len(category_sizes)
        for h in hidden:
            layers += [nn.Dense(width, h), nn.ReLU()]
            width = h
        layers.append(nn.Dense(width, 1))
        self.mlp = nn.SequentialCell(layers)

    def construct(self, numeric, cats):
        parts = [numeric]
        for i, emb in enumerate(self.embs):
            parts.append(emb(cats[:, i]))
        return ops.softplus(self.mlp(ops.concat(parts, axis=1)))


class SeverityLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.HuberLoss(delta=1.0)

    def construct(self, numeric, cats, target):
        return self.loss(self.net(numeric, cats), target)
