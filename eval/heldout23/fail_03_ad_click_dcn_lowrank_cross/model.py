from mindspore import nn, ops

import config as cfg
from layers import CrossNetwork, mlp


class DCNv2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.CellList([
            nn.Embedding(size, cfg.EMBED_DIM) for size in cfg.CATEGORICAL_FIELDS.values()])
        in_dim = len(cfg.CATEGORICAL_FIELDS) * cfg.EMBED_DIM + cfg.NUM_DENSE
        self.cross = CrossNetwork(in_dim, cfg.CROSS_RANK, cfg.CROSS_LAYERS)
        self.deep = mlp(in_dim, cfg.DEEP_UNITS)
        self.logit = nn.Dense(in_dim + cfg.DEEP_UNITS[-1], 1)

    def construct(self, cat_ids, dense):
        embs = []
        for i, emb in enumerate(self.embeddings):
            embs.append(emb(cat_ids[:, i]))
        x0 = ops.concat(embs + [dense], axis=1)
        stacked = ops.concat((self.cross(x0), self.deep(x0)), axis=1)
        return self.logit(stacked).squeeze(-1)
