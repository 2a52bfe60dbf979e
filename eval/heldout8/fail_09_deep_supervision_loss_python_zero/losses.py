import mindspore as ms
from mindspore import nn, ops

IGNORE = 255


def pixel_ce(logits, labels, ce):
    c = logits.shape[1]
    flat = logits.transpose(0, 2, 3, 1).reshape(-1, c)
    return ce(flat, labels.reshape(-1))


class DeepSupervisionLoss(nn.Cell):
    def __init__(self, net, weights=(1.0, 0.4)):
        super().__init__()
        self.net = net
        self.weights = weights
        self.ce = nn.CrossEntropyLoss(ignore_index=IGNORE)

    def construct(self, images, labels):
        outputs = self.net(images)
        valid = (labels != IGNORE).astype(ms.float32).sum()
        total = 0  # ROOT
        for w, logits in zip(self.weights, outputs):
            if valid > 0:
                total = total + w * pixel_ce(logits, labels, self.ce)
        return total
