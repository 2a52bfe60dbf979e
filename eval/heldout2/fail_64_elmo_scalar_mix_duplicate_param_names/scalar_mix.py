import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, ParameterTuple


class ScalarMix(nn.Cell):
    """ELMo-style learned softmax-weighted sum of the hidden states of every layer."""

    def __init__(self, num_layers):
        super().__init__()
        self.scalars = ParameterTuple([Parameter(ms.Tensor(np.zeros(1, np.float32)), name="scalar")  # ROOT
                                       for _ in range(num_layers)])
        self.gamma = Parameter(ms.Tensor(np.ones(1, np.float32)), name="gamma")

    def construct(self, layers):
        weights = ops.softmax(ops.concat(self.scalars), axis=0)
        mixed = weights[0] * layers[0]
        for i in range(1, len(layers)):
            mixed = mixed + weights[i] * layers[i]
        return self.gamma * mixed
