from mindspore import nn


def irradiance_mlp(in_dim, hidden, horizon):
    return nn.SequentialCell(
        nn.Dense(in_dim, hidden), nn.ReLU(),
        nn.Dense(hidden, hidden), nn.ReLU(),
        nn.Dense(hidden, horizon),
    )
