from mindspore import nn, ops

import config as cfg


def build_embeddings(features, dim):
    tables = []
    for name, spec in features.items():
        extra = {k: v for k, v in spec.items() if k != "vocab"}
        tables.append(nn.Embedding(spec["vocab"], dim, **extra))
    return nn.CellList(tables)


class DeepCTR(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = build_embeddings(cfg.SPARSE_FEATURES, cfg.EMBED_DIM)
        in_dim = len(cfg.SPARSE_FEATURES) * cfg.EMBED_DIM + cfg.DENSE_FEATURES
        layers = []
        for h in cfg.HIDDEN:
            layers += [nn.Dense(in_dim, h), nn.ReLU()]
            in_dim = h
        self.mlp = nn.SequentialCell(layers + [nn.Dense(in_dim, 1)])

    def construct(self, sparse, dense):
        embs = [emb(sparse[:, i]) for i, emb in enumerate(self.embeddings)]
        return self.mlp(ops.cat(embs + [dense], axis=1)).squeeze(-1)
