from mindspore import nn


def fare_regressor(in_dim, hidden):
    layers, d = [], in_dim
    for h in hidden:
        layers += [nn.Dense(d, h), nn.ReLU()]
        d = h
    layers.append(nn.Dense(d, 1))
    return nn.SequentialCell(layers)
