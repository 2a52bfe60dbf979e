"""A gated recommender block makes its parameters with one helper. The gate vector is created
with the same He initialiser as the weight matrix, and He needs a fan-in and fan-out that a 1-D
tensor does not have: the error rises from MindSpore's initializer inside the helper. The line
to change is the one that asks for a vector with that initialiser."""
import mindspore as ms
from mindspore import Parameter, nn, ops
from mindspore.common.initializer import initializer


def new_param(shape, init, name):
    return Parameter(initializer(init, shape, ms.float32), name=name)


class GatedBlock(nn.Cell):
    def __init__(self, dim, init="he_uniform"):
        super().__init__()
        self.weight = new_param((dim, dim), init, "weight")
        self.gate = new_param((dim,), "zeros", "gate")

    def construct(self, x):
        return ops.matmul(x, self.weight) * ops.sigmoid(self.gate)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    block = GatedBlock(8)
    print(block(ops.ones((2, 8), ms.float32)).shape)
