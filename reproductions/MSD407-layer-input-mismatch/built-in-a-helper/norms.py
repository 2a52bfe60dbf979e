"""Normalisation layers shared by the denoiser's blocks."""
from mindspore import nn


def group_norm(channels, groups=4):
    return nn.GroupNorm(groups, channels)
