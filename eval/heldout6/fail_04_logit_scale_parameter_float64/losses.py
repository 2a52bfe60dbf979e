import mindspore as ms
from mindspore import nn, ops


class ContrastiveLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.ce = nn.CrossEntropyLoss()

    def construct(self, images, texts):
        logits = self.model(images, texts)
        targets = ops.arange(logits.shape[0], dtype=ms.int32)
        return 0.5 * (self.ce(logits, targets) + self.ce(logits.T, targets))
