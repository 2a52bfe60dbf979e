from mindspore import nn, ops


class BinaryFocalLoss(nn.Cell):
    def __init__(self, gamma):
        super().__init__()
        self.gamma = gamma

    def construct(self, logits, target):
        p = ops.sigmoid(logits)
        p_t = target * p + (1 - target) * (1 - p)
        bce = ops.binary_cross_entropy_with_logits(logits, target, reduction="none")
        return (ops.pow(1 - p_t, self.gamma) * bce).mean()  # ROOT
