from mindspore import nn


def road_cnn(num_classes):
    return nn.SequentialCell([
        nn.Conv1d(1, 16, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
        nn.Conv1d(16, 32, 5, pad_mode="same"), nn.ReLU(), nn.AdaptiveMaxPool1d(1),
        nn.Flatten(), nn.Dense(32, num_classes),
    ])
