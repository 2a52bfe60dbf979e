from mindspore import nn


def demand_net(num_features, hidden):
    return nn.SequentialCell(nn.Dense(num_features, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU(),
                             nn.Dense(hidden, 1))
