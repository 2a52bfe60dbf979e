from mindspore import nn


def rain_classifier(num_features, num_classes):
    return nn.SequentialCell(nn.Dense(num_features, 32), nn.ReLU(), nn.Dense(32, num_classes))
