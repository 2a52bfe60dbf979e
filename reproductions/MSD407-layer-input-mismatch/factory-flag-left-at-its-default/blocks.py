"""Building blocks shared by the image and the audio models."""
from mindspore import nn


def conv_bn(cin, cout, kernel=3, spatial=2):
    if spatial == 1:
        return nn.SequentialCell(nn.Conv1d(cin, cout, kernel, pad_mode="same"), nn.BatchNorm1d(cout), nn.ReLU())
    return nn.SequentialCell(nn.Conv2d(cin, cout, kernel, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())
