import mindspore as ms
from mindspore import nn, ops, Tensor

from data import offsets


class WideAndDeep(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        total = sum(cfg.field_sizes)
        self.offsets = Tensor(offsets(cfg.field_sizes)).reshape(1, -1)
        self.wide = nn.Embedding(total, 1)
        self.wide_dense = nn.Dense(cfg.num_dense, 1)
        self.embedding = nn.Embedding(total, cfg.emb_dim)
        deep_in = cfg.num_sparse * cfg.emb_dim  # ROOT
        layers = []
        for width in cfg.deep_layers:
            layers += [nn.Dense(deep_in, width), nn.ReLU()]
            deep_in = width
        layers.append(nn.Dense(deep_in, 1))
        self.deep = nn.SequentialCell(layers)

    def construct(self, sparse, dense):
        ids = sparse + self.offsets
        wide_logit = self.wide(ids).sum(axis=1) + self.wide_dense(dense)
        emb = self.embedding(ids).reshape(ids.shape[0], -1)
        deep_logit = self.deep(ops.cat((emb, dense), axis=1))
        return wide_logit + deep_logit
