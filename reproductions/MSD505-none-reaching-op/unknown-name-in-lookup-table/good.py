"""A block builds its activation from a name in the config that the lookup table has."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

CONFIG = {
    "width": 8,
    "activation": "silu",
}
ACTIVATIONS = {"relu": nn.ReLU, "gelu": nn.GELU, "silu": nn.SiLU}


def make_activation(name):
    cls = ACTIVATIONS.get(name)
    return cls() if cls is not None else None


class Block(nn.Cell):
    def __init__(self, width, activation):
        super().__init__()
        self.fc = nn.Dense(width, width)
        self.act = make_activation(activation)

    def construct(self, x):
        return self.act(self.fc(x))


if __name__ == "__main__":
    block = Block(CONFIG["width"], CONFIG["activation"])
    print(block(ms.Tensor(np.random.randn(2, 8), ms.float32)).shape)
