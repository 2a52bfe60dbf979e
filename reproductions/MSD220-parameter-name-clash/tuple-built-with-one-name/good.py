"""A gated mixture of expert outputs whose per-expert gates are made in a comprehension with one
fixed name; the ParameterTuple refuses the second gate while the model is built."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, ParameterTuple

ms.set_context(mode=ms.GRAPH_MODE)


class GatedMixture(nn.Cell):
    def __init__(self, experts, width):
        super().__init__()
        self.experts = nn.CellList([nn.Dense(width, width) for _ in range(experts)])
        self.gates = ParameterTuple([Parameter(ms.Tensor(np.zeros(1, np.float32)), name=f"gate{i}")
                                     for i in range(experts)])

    def construct(self, x):
        weights = ops.softmax(ops.concat(self.gates), axis=0)
        out = weights[0] * self.experts[0](x)
        for i in range(1, len(self.experts)):
            out = out + weights[i] * self.experts[i](x)
        return out


if __name__ == "__main__":
    net = GatedMixture(3, 8)
    print(net(ms.Tensor(np.random.randn(2, 8).astype(np.float32))).shape)
