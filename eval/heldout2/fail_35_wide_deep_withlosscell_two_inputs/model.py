import mindspore as ms
from mindspore import nn, ops


class WideDeep(nn.Cell):
    def __init__(self, n_fields, vocab_size, n_dense, emb_dim=8, hidden=(64, 32)):
        super().__init__()
        self.wide_emb = nn.Embedding(vocab_size, 1)
        self.deep_emb = nn.Embedding(vocab_size, emb_dim)
        layers = []
        in_dim = n_fields * emb_dim + n_dense
        for h in hidden:
            layers += [nn.Dense(in_dim, h), nn.ReLU()]
            in_dim = h
        layers.append(nn.Dense(in_dim, 1))
        self.deep = nn.SequentialCell(layers)
        self.wide_dense = nn.Dense(n_dense, 1)

    def construct(self, ids, dense):
        wide = self.wide_emb(ids).sum(axis=1) + self.wide_dense(dense)
        emb = self.deep_emb(ids).reshape(ids.shape[0], -1)
        deep = self.deep(ops.concat((emb, dense), axis=1))
        return (wide + deep).squeeze(-1)
