from mindspore import nn


def defect_cnn(num_classes):
    return nn.SequentialCell([
        nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(32, num_classes),
    ])
