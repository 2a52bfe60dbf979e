import numpy as np
import mindspore as ms
from mindspore import nn, ops

from models import Backbone, FCOSHead

ms.set_context(mode=ms.GRAPH_MODE)

NUM_CLASSES = 6


class FPNLite(nn.Cell):
    def __init__(self, c3, c4, out_ch):
        super().__init__()
        self.lat3 = nn.Conv2d(c3, out_ch, 1, has_bias=True)
        self.lat4 = nn.Conv2d(c4, out_ch, 1, has_bias=True)

    def construct(self, c3, c4):
        p4 = self.lat4(c4)
        up = ops.interpolate(p4, size=c3.shape[2:], mode="nearest")
        p3 = self.lat3(c3) + up
        return p3, p4


class FCOS(nn.Cell):
    def __init__(self, width=32):
        super().__init__()
        self.backbone = Backbone(width)
        self.fpn = FPNLite(width * 2, width * 4, 64)
        self.head = FCOSHead(64, NUM_CLASSES)

    def construct(self, images):
        c3, c4 = self.backbone(images)
        outs = []
        for p in self.fpn(c3, c4):
            logits, bbox, ctr = self.head(p)
            outs.append(ops.concat((logits, bbox, ctr), axis=1).reshape(images.shape[0], NUM_CLASSES + 5, -1))
        return ops.concat(outs, axis=2)


class DenseTargetLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, images, cls_t, box_t, ctr_t):
        out = self.net(images)
        logits, bbox, ctr = out[:, :NUM_CLASSES], out[:, NUM_CLASSES:NUM_CLASSES + 4], out[:, -1]
        cls_loss = ops.binary_cross_entropy_with_logits(logits, cls_t, ops.ones_like(cls_t), ops.ones_like(cls_t))
        box_loss = ops.smooth_l1_loss(bbox, box_t).mean()
        ctr_loss = ops.binary_cross_entropy_with_logits(ctr, ctr_t, ops.ones_like(ctr_t), ops.ones_like(ctr_t))
        return cls_loss + box_loss + ctr_loss


def fake_targets(batch, n_loc, seed=0):
    rng = np.random.default_rng(seed)
    cls_t = (rng.random((batch, NUM_CLASSES, n_loc)) < 0.05).astype(np.float32)
    box_t = rng.random((batch, 4, n_loc)).astype(np.float32) * 8
    ctr_t = rng.random((batch, n_loc)).astype(np.float32)
    return ms.Tensor(cls_t), ms.Tensor(box_t), ms.Tensor(ctr_t)


net = FCOS()
train = nn.TrainOneStepCell(DenseTargetLoss(net), nn.SGD(net.trainable_params(), 0.01, momentum=0.9))
train.set_train()
images = ms.Tensor(np.random.default_rng(0).random((2, 3, 64, 64)).astype(np.float32))
n_loc = 32 * 32 + 16 * 16
for it in range(2):
    print("iter", it, "loss", train(images, *fake_targets(2, n_loc, it)))
