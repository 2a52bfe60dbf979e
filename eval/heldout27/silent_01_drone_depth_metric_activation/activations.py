import mindspore.ops as ops

import config


def relative_depth(x):
    """Training target: inverse-depth-like score in (0, 1)."""
    return ops.sigmoid(x)


def metric_depth(x):
    """Deployment: calibrated metric depth in metres."""
    return config.MIN_DEPTH_M + (config.MAX_DEPTH_M - config.MIN_DEPTH_M) * ops.sigmoid(x)
