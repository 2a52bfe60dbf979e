import mindspore.nn as nn


def occupancy_mlp(in_dim, hidden, num_lots):
    return nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(),
                              nn.Dense(hidden, num_lots), nn.Sigmoid()])
