import mindspore as ms
from mindspore import nn, ops


class LabelSmoothingCE(nn.Cell):
    def __init__(self, num_classes, smoothing):
        super().__init__()
        self.num_classes = num_classes
        self.on_value = ms.Tensor(1.0 - smoothing, ms.float32)
        self.off_value = ms.Tensor(smoothing / (num_classes - 1), ms.float32)
        self.log_softmax = nn.LogSoftmax(axis=-1)

    def construct(self, logits, labels):
        target = ops.one_hot(labels, self.num_classes, self.on_value, self.off_value)
        return -(target * self.log_softmax(logits)).sum(axis=-1).mean()
