from mindspore import nn


def mlp_classifier(n_in, hidden, n_out, dropout):
    layers = []
    for width in hidden:
        layers += [nn.Dense(n_in, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(p=dropout)]
        n_in = width
    layers.append(nn.Dense(n_in, n_out))
    return nn.SequentialCell(layers)
