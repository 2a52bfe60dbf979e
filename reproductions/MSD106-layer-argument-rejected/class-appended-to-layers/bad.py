"""An encoder builder adds its activation between the Dense layers as the class it was given,
not an instance; `nn.SequentialCell` rejects the class while the model is built. The line to
change is the append."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def encoder(widths, activation=nn.GELU):
    layers = []
    for i in range(len(widths) - 1):
        layers.append(nn.Dense(widths[i], widths[i + 1]))
        layers.append(activation)  # expect: MSD106
    return nn.SequentialCell(layers)


if __name__ == "__main__":
    net = encoder((8, 16, 4))
    print(net(ms.Tensor(np.ones((2, 8)), ms.float32)).shape)
