import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Parameter
from mindspore.common.initializer import initializer


def make_param(shape, init, name):
    return Parameter(initializer(init, shape, ms.float32), name=name)


class FactorizationMachine(nn.Cell):
    """Second-order FM over sparse one-hot fields: w0 + sum_i w_i + sum_{i<j} <v_i, v_j>."""

    def __init__(self, num_features, factors, weight_init):
        super().__init__()
        self.w0 = make_param((1,), "zeros", "w0")
        self.w = make_param((num_features,), weight_init, "w")  # ROOT
        self.v = make_param((num_features, factors), weight_init, "v")

    def construct(self, feature_ids):
        linear = self.w0 + ops.gather(self.w, feature_ids, 0).sum(axis=1)
        emb = ops.gather(self.v, feature_ids, 0)                 # (B, F, k)
        square_of_sum = emb.sum(axis=1) ** 2
        sum_of_square = (emb ** 2).sum(axis=1)
        return linear + 0.5 * (square_of_sum - sum_of_square).sum(axis=1)
