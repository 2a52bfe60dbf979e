"""Box utilities for the detection head."""
import mindspore as ms


def valid_boxes(widths, heights, min_size):
    """Which predicted boxes are large enough to keep."""
    large = (widths > min_size) & (heights > min_size)
    return large.astype(ms.float32)  # expect: MSD503
