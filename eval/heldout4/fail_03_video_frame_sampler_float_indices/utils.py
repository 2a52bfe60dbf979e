import mindspore as ms
from mindspore import ops


def uniform_frame_indices(num_frames, num_samples):
    """Evenly spaced frame indices covering the whole clip (TSN-style sampling)."""
    idx = ops.linspace(0, num_frames - 1, num_samples)
    return ops.round(idx)  # ROOT
