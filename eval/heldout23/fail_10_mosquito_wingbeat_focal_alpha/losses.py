from mindspore import nn, ops


class FocalLoss(nn.Cell):
    def __init__(self, alpha, gamma=2.0):
        super().__init__()
        self.alpha = alpha
        self.gamma = gamma

    def construct(self, logits, labels):
        log_p = ops.log_softmax(logits, axis=-1)
        log_pt = ops.gather_elements(log_p, 1, labels.expand_dims(1)).squeeze(1)
        pt = ops.exp(log_pt)
        alpha_t = ops.gather(self.alpha, labels, 0)
        return (-alpha_t * (1.0 - pt) ** self.gamma * log_pt).mean()
