import mindspore.nn as nn
import mindspore.ops as ops

import config


def dense_stack(in_dim, units, activation, dropout):
    layers = []
    for width in units:
        layers += [nn.Dense(in_dim, width, activation=activation), nn.Dropout(p=dropout)]
        in_dim = width
    return nn.SequentialCell(layers), in_dim


class ReadmissionNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeds = nn.CellList([nn.Embedding(k, config.EMBED_DIM) for k in config.CATEGORICAL.values()])
        in_dim = len(config.NUMERIC) + config.EMBED_DIM * len(config.CATEGORICAL)
        self.mlp, out_dim = dense_stack(in_dim, config.HIDDEN_UNITS, config.ACTIVATION, config.DROPOUT)
        self.out = nn.Dense(out_dim, 2)

    def construct(self, numeric, cats):
        parts = [numeric]
        for i, emb in enumerate(self.embeds):
            parts.append(emb(cats[:, i]))
        return self.out(self.mlp(ops.cat(parts, axis=1)))


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, numeric, cats, label):
        return self.ce(self.net(numeric, cats), label)
