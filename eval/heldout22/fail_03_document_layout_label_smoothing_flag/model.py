import mindspore.nn as nn
import mindspore.ops as ops


class LayoutMLP(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Dense(in_dim, hidden), nn.GELU(),
            nn.Dense(hidden, hidden), nn.GELU(),
            nn.Dense(hidden, num_classes),
        ])

    def construct(self, x):
        return self.net(x)


class SmoothedCrossEntropy(nn.Cell):
    def __init__(self, num_classes, smoothing):
        super().__init__()
        self.num_classes = num_classes
        self.smoothing = smoothing
        self.log_softmax = nn.LogSoftmax(axis=-1)

    def construct(self, logits, labels):
        logp = self.log_softmax(logits)
        target = ops.one_hot(labels, self.num_classes, ops.ones((), logits.dtype), ops.zeros((), logits.dtype))
        target = target * (1.0 - self.smoothing) + self.smoothing / self.num_classes
        return -(target * logp).sum(axis=-1).mean()
