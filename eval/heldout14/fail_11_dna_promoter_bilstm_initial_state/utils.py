import mindspore as ms
from mindspore import ops


def zero_state(batch_size, num_layers, hidden, bidirectional):
    """Initial (h0, c0) for nn.LSTM: (num_layers * num_directions, batch, hidden)."""
    shape = (num_layers, batch_size, hidden)  # ROOT
    return ops.zeros(shape, ms.float32), ops.zeros(shape, ms.float32)
