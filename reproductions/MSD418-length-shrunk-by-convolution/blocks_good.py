from mindspore import nn


def temporal_block(channels, kernel):
    return nn.SequentialCell([
        nn.Conv1d(channels, channels, kernel, pad_mode="same"),
        nn.ReLU(),
    ])
