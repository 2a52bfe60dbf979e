import mindspore.nn as nn


def conv_block(in_channels, out_channels, kernel_size, dropout):
    return nn.SequentialCell([
        nn.Conv1d(in_channels, out_channels, kernel_size, pad_mode="valid", has_bias=True),  # ROOT
        nn.BatchNorm1d(out_channels),
        nn.ReLU(),
        nn.Dropout(p=dropout),
    ])
