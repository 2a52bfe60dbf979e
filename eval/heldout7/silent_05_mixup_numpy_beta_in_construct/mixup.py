import numpy as np
from mindspore import nn, ops


class MixupLossCell(nn.Cell):
    def __init__(self, backbone, num_classes, alpha=0.4):
        super().__init__(auto_prefix=False)
        self.backbone = backbone
        self.num_classes = num_classes
        self.alpha = alpha
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")

    def construct(self, images, labels):
        lam = np.random.beta(self.alpha, self.alpha)  # ROOT
        perm = ops.arange(images.shape[0] - 1, -1, -1)
        mixed = lam * images + (1.0 - lam) * images[perm]
        one_hot = ops.one_hot(labels, self.num_classes, 1.0, 0.0)
        targets = lam * one_hot + (1.0 - lam) * one_hot[perm]
        return self.loss(self.backbone(mixed), targets)
