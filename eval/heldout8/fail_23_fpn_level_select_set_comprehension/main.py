import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from config import DETECTOR
from model import RetinaLite


class FocalLoss(nn.Cell):
    def __init__(self, net, alpha=0.25, gamma=2.0):
        super().__init__()
        self.net = net
        self.alpha = alpha
        self.gamma = gamma

    def construct(self, images, targets):
        logits = self.net(images)
        p = ops.sigmoid(logits)
        ce = ops.binary_cross_entropy_with_logits(logits, targets, ops.ones_like(logits), ops.ones_like(logits),
                                                  reduction="none")
        p_t = p * targets + (1 - p) * (1 - targets)
        loss = ce * ((1 - p_t) ** self.gamma) * (self.alpha * targets + (1 - self.alpha) * (1 - targets))
        return loss.sum() / (targets.sum() + 1.0)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = RetinaLite(DETECTOR)
    images = Tensor(rng.random((2, 3, 32, 32), dtype=np.float32))
    num_anchors = DETECTOR["num_anchors"] * (8 * 8 + 4 * 4 + 2 * 2)
    targets = np.zeros((2, num_anchors, DETECTOR["num_classes"]), np.float32)
    targets[:, rng.integers(0, num_anchors, size=5), rng.integers(0, DETECTOR["num_classes"], size=5)] = 1.0
    trainer = nn.TrainOneStepCell(FocalLoss(net), nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9))
    trainer.set_train()
    for step in range(2):
        print("step", step, "loss", trainer(images, Tensor(targets)))


if __name__ == "__main__":
    main()
