import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config
from model import Detector

ms.set_context(mode=ms.GRAPH_MODE)


class DetLoss(nn.Cell):
    def __init__(self, det):
        super().__init__()
        self.det = det

    def construct(self, images, cls_target, reg_target, pos_mask):
        cls_logits, box_deltas = self.det(images)
        cls_loss = ops.binary_cross_entropy_with_logits(
            cls_logits, cls_target, ops.ones_like(cls_target), ops.ones_like(cls_target))
        reg_loss = (ops.smooth_l1_loss(box_deltas, reg_target, reduction="none").sum(-1) * pos_mask).sum()
        return cls_loss + reg_loss / ops.maximum(pos_mask.sum(), 1.0)


def random_targets(n_anchors, rng):
    b, c = config.TRAIN["batch_size"], config.HEAD["num_classes"]
    pos = (rng.random((b, n_anchors)) < 0.02).astype(np.float32)
    cls_t = np.zeros((b, n_anchors, c), np.float32)
    cls_t[pos > 0, rng.integers(0, c)] = 1.0
    reg_t = rng.standard_normal((b, n_anchors, 4)).astype(np.float32) * 0.1
    return ms.Tensor(cls_t), ms.Tensor(reg_t), ms.Tensor(pos)


det = Detector(config.BACKBONE, config.NECK, config.HEAD)
opt = nn.Momentum(det.trainable_params(), config.TRAIN["lr"], config.TRAIN["momentum"],
                  weight_decay=config.TRAIN["weight_decay"])
train = nn.TrainOneStepCell(DetLoss(det), opt)
train.set_train()

rng = np.random.default_rng(0)
size = config.TRAIN["image_size"]
n_anchors = config.HEAD["num_anchors"] * sum((size // s) ** 2 for s in (4, 8, 16))
for it in range(config.TRAIN["iters"]):
    images = ms.Tensor(rng.random((config.TRAIN["batch_size"], 3, size, size)).astype(np.float32))
    print("iter", it, "loss", train(images, *random_targets(n_anchors, rng)))
