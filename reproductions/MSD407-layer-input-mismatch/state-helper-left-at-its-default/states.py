"""Initial states for the recurrent encoders."""
import mindspore as ms
from mindspore import ops


def zero_state(batch, hidden, num_layers=1, bidirectional=False):
    directions = 2 if bidirectional else 1
    shape = (num_layers * directions, batch, hidden)
    return ops.zeros(shape, ms.float32), ops.zeros(shape, ms.float32)
