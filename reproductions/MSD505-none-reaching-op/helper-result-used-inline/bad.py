"""A feed-forward block written as a jit function. Its gated activation lives in a small helper
module that computes the result but never returns it, and the block uses the call inline, so no
name ever holds the None. The line to change is the helper's last line."""
import numpy as np
import mindspore as ms
from mindspore import ops

from activations_lib import swiglu

ms.set_context(mode=ms.GRAPH_MODE)


@ms.jit
def feed_forward(x, w_up, w_down):
    return ops.matmul(swiglu(ops.matmul(x, w_up)), w_down)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((4, 8)), ms.float32)
    w_up = ms.Tensor(rng.standard_normal((8, 32)), ms.float32)
    w_down = ms.Tensor(rng.standard_normal((16, 8)), ms.float32)
    print(feed_forward(x, w_up, w_down).shape)
