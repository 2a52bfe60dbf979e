import mindspore.nn as nn

import config


def leaf_net():
    return nn.SequentialCell([
        nn.Conv2d(3, 12, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(12, 24, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dropout(p=0.1), nn.Dense(24, len(config.DISEASES)),
    ])
