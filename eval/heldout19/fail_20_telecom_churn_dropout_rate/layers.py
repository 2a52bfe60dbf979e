import mindspore.nn as nn


def mlp_block(in_dim, out_dim, dropout):
    return nn.SequentialCell(nn.Dense(in_dim, out_dim), nn.BatchNorm1d(out_dim), nn.ReLU(), nn.Dropout(p=dropout))


def build_tower(in_dim, hidden_units, dropout):
    blocks, dim = [], in_dim
    for units in hidden_units:
        blocks.append(mlp_block(dim, units, dropout))
        dim = units
    blocks.append(nn.Dense(dim, 1))
    return nn.SequentialCell(blocks)
