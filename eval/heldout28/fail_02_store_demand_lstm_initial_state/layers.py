import mindspore as ms
from mindspore import ops


def zero_state(batch_size, hidden, num_layers=1, bidirectional=False):
    """(h0, c0) for nn.LSTM: shape (num_layers * directions, batch, hidden)."""
    directions = 2 if bidirectional else 1
    shape = (num_layers * directions, batch_size, hidden)
    return ops.zeros(shape, ms.float32), ops.zeros(shape, ms.float32)
