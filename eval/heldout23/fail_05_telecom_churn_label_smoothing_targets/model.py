from mindspore import nn

import config as cfg


def churn_mlp():
    cells, in_dim = [], len(cfg.COLUMNS) - 1
    for h in cfg.HIDDEN:
        cells += [nn.Dense(in_dim, h), nn.BatchNorm1d(h), nn.ReLU()]
        in_dim = h
    cells.append(nn.Dense(in_dim, cfg.NUM_CLASSES))
    return nn.SequentialCell(cells)
