import mindspore.ops as ops


def channel_mean(x, keep_dims=False):
    """Per-channel mean over the time axis of a (B, C, T) batch."""
    return ops.mean(x, axis=-1, keep_dims=keep_dims)


def channel_std(x, keep_dims=False):
    return ops.sqrt(ops.mean((x - channel_mean(x, True)) ** 2, axis=-1, keep_dims=keep_dims) + 1e-6)
