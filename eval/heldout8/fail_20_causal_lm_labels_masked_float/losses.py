from mindspore import nn

from data import IGNORE_INDEX


class SFTLoss(nn.Cell):
    def __init__(self, lm):
        super().__init__()
        self.lm = lm
        self.ce = nn.CrossEntropyLoss(ignore_index=IGNORE_INDEX)

    def construct(self, ids, labels):
        logits = self.lm(ids)
        vocab = logits.shape[-1]
        return self.ce(logits.reshape(-1, vocab), labels.reshape(-1))
