from mindspore import nn, ops


class MaskedTokenLoss(nn.Cell):
    def construct(self, logits, targets, mask):
        vocab = logits.shape[-1]
        nll = ops.cross_entropy(logits.reshape(-1, vocab), targets.reshape(-1), reduction="none")
        valid = ops.masked_select(nll, mask.reshape(-1))
        return valid.mean()
