"""The helper returns its result."""
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.GRAPH_MODE)


def swiglu(x):
    a, b = ops.chunk(x, 2, -1)
    return a * ops.sigmoid(a) * b


@ms.jit
def feed_forward(x, w_up, w_down):
    return ops.matmul(swiglu(ops.matmul(x, w_up)), w_down)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((4, 8)), ms.float32)
    w_up = ms.Tensor(rng.standard_normal((8, 32)), ms.float32)
    w_down = ms.Tensor(rng.standard_normal((16, 8)), ms.float32)
    print(feed_forward(x, w_up, w_down).shape)
