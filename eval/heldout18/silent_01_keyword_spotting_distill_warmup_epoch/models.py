from mindspore import nn


def conv_classifier(width, n_classes, n_mfcc):
    return nn.SequentialCell(
        nn.Conv1d(n_mfcc, width, 5, pad_mode="same"), nn.ReLU(),
        nn.Conv1d(width, width, 3, pad_mode="same"), nn.ReLU(),
        nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Dense(width, n_classes),
    )
