import mindspore as ms
from mindspore import Parameter, nn, ops
from mindspore.common.initializer import HeUniform, initializer


def l2_normalize(x, axis=-1, eps=1e-6):
    norm = ops.sqrt((x * x).sum(axis=axis, keepdims=True))
    x = x / (norm + eps)  # ROOT


class CosineClassifier(nn.Cell):
    """Normalised-weight classifier used for few-shot heads (logits = s * cos)."""

    def __init__(self, in_dim, num_classes, scale=10.0):
        super().__init__()
        self.weight = Parameter(initializer(HeUniform(), (num_classes, in_dim), ms.float32), name="weight")
        self.scale = scale

    def construct(self, feats):
        f = l2_normalize(feats)
        w = l2_normalize(self.weight)
        return self.scale * ops.matmul(f, ops.transpose(w, (1, 0)))
