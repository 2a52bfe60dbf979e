from mindspore import nn


def leaf_cnn(num_classes):
    return nn.SequentialCell(
        nn.Conv2d(3, 16, 3, stride=2, has_bias=True), nn.ReLU(),
        nn.Conv2d(16, 32, 3, stride=2, has_bias=True), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        nn.Dense(32, num_classes))
