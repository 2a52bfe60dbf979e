import mindspore.nn as nn

import config


def stager():
    return nn.SequentialCell([
        nn.Conv2d(3, 16, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 32, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Dense(32, config.NUM_STAGES),
    ])
