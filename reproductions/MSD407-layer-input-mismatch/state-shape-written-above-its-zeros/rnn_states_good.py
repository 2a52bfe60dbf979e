import mindspore as ms
from mindspore import ops


def fresh_state(batch, layers, width):
    size = (2 * layers, batch, width)
    return ops.zeros(size, ms.float32), ops.zeros(size, ms.float32)
