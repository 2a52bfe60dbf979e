from mindspore import nn, ops


class LoanMLP(nn.Cell):
    def __init__(self, num_numeric, cat_sizes, emb_dim, hidden):
        super().__init__()
        self.embeds = nn.CellList([nn.Embedding(k, emb_dim) for k in cat_sizes])
        self.num_bn = nn.BatchNorm1d(num_numeric)
        layers = []
        width = num_numeric + emb_dim * len(cat_sizes)
        for h in hidden:
            layers += [nn.Dense(width, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(p=0.1)]
            width = h
        layers.append(nn.Dense(width, 1))
        self.mlp = nn.SequentialCell(layers)

    def construct(self, numeric, cats):
        parts = [self.num_bn(numeric)]
        for i, emb in enumerate(self.embeds):
            parts.append(emb(cats[:, i]))
        return self.mlp(ops.cat(parts, axis=1)).squeeze(-1)
