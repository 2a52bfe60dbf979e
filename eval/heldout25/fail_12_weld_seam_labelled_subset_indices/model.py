from mindspore import nn


def seam_classifier(num_classes):
    return nn.SequentialCell([
        nn.Conv1d(1, 8, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
        nn.Conv1d(8, 16, 5, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool1d(1),
        nn.Flatten(), nn.Dense(16, num_classes),
    ])
