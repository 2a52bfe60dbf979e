from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal


class CosineClassifier(nn.Cell):
    """logits = scale * cos(x, w_c).  `scale` (e.g. 16 or 30) sharpens the softmax."""

    def __init__(self, in_dim, num_classes, scale=None):
        super().__init__()
        self.weight = Parameter(initializer(Normal(0.02), (num_classes, in_dim)), name="weight")
        self.scale = scale
        self.l2 = ops.L2Normalize(axis=-1)

    def construct(self, x):
        cos = ops.matmul(self.l2(x), self.l2(self.weight).T)
        return self.scale * cos
