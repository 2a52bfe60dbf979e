from mindspore import nn, ops


class WideAndDeep(nn.Cell):
    def __init__(self, cardinalities, emb_dim=4, num_numeric=1, hidden=16):
        super().__init__()
        self.embs = nn.CellList([nn.Embedding(n, emb_dim) for n in cardinalities])
        in_dim = emb_dim * len(cardinalities) + num_numeric
        self.deep = nn.SequentialCell(nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, 1))

    def construct(self, cats, numeric):
        parts = []
        for i, emb in enumerate(self.embs):
            parts.append(emb(cats[:, i]))
        parts.append(numeric)
        h = ops.concat(parts, axis=-1)
        return self.deep(h).squeeze(-1)
