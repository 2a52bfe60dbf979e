import mindspore as ms
from mindspore import nn, ops, Tensor


class SmoothedTagLoss(nn.Cell):
    """Token-level cross entropy with label smoothing, ignoring padding."""

    def __init__(self, num_tags, smoothing=0.1):
        super().__init__()
        self.num_tags = num_tags
        self.on_value = Tensor(1.0 - smoothing, ms.float32)
        self.off_value = Tensor(smoothing / (num_tags - 1), ms.float32)

    def construct(self, logits, tags, mask):
        target = ops.one_hot(tags, self.num_tags, self.on_value, self.off_value)
        logp = ops.log_softmax(logits, -1)
        nll = -(target * logp).sum(-1)
        return (nll * mask).sum() / mask.sum()
