import mindspore as ms
from mindspore import ops


def init_hidden(batch_size, hidden_size, num_layers=1, bidirectional=False):
    directions = 2 if bidirectional else 1
    return ops.zeros((num_layers * directions, batch_size, hidden_size), ms.float32)


def clip_grads(grads, max_norm=1.0):
    return ops.clip_by_global_norm(grads, max_norm)
