from mindspore import nn


def make_cnn(num_classes):
    return nn.SequentialCell([
        nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Dense(16, num_classes),
    ])
