from mindspore import ops


def frame_statistics(spec):
    """Per-band mean and standard deviation over time for a (batch, bands, frames) input."""
    mean = ops.mean(spec, axis=-1)  # ROOT
    std = ops.std(spec, axis=-1, keepdims=True)
    return mean, std
