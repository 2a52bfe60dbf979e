import mindspore as ms
from mindspore import ops


def pad_positions(lengths, max_len, dtype=ms.float32):  # expect: MSD503
    steps = ops.arange(max_len).expand_dims(0)
    return ops.cast(steps >= lengths.expand_dims(1), dtype)
