import mindspore as ms
from mindspore import nn, ops


class ValidSampleCE(nn.Cell):
    """Cross entropy averaged over the samples whose label survived quality filtering."""

    def __init__(self, batch_size):
        super().__init__()
        self.batch_size = batch_size
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, logits, labels, valid):
        per_sample = self.ce(logits, labels)
        total = 0  # ROOT
        for i in range(self.batch_size):
            if valid[i]:
                total = total + per_sample[i]
        return total / ops.maximum(valid.astype(ms.float32).sum(), 1.0)
