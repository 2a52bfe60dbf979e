"""A block builds its activation from a name in the config through a lookup table; the helper
returns None for a name the table does not have ("swish"), and construct calls the None. The line
to change is the config entry."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

CONFIG = {
    "width": 8,
    "activation": "swish",  # expect: MSD505
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
