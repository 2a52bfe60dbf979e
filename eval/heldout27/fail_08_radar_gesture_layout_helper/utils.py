import mindspore.ops as ops


def to_channels_first(x):
    """(B, range, doppler, antennas) radar cubes -> (B, antennas, range, doppler) for Conv2d."""
    return ops.transpose(x, (0, 2, 1, 3))  # ROOT
