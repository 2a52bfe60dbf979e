from mindspore import nn


def bird_cnn(n_classes):
    return nn.SequentialCell(
        nn.Conv2d(1, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(32, n_classes),
    )
