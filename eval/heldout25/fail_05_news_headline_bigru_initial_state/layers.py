import mindspore as ms
from mindspore import ops


def zero_state(num_layers, batch, hidden, bidirectional):
    return ops.zeros((num_layers, batch, hidden), ms.float32)  # ROOT
