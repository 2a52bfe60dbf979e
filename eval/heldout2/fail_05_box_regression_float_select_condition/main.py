import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class BoxHead(nn.Cell):
    """Predicts class scores and (dx, dy, dw, dh) offsets for each RoI feature."""

    def __init__(self, in_dim=256, num_classes=5):
        super().__init__()
        self.shared = nn.SequentialCell([nn.Dense(in_dim, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU()])
        self.cls = nn.Dense(256, num_classes)
        self.reg = nn.Dense(256, 4)

    def construct(self, roi_feats):
        h = self.shared(roi_feats)
        return self.cls(h), self.reg(h)


class DetectionLoss(nn.Cell):
    def __init__(self, head, beta=1.0 / 9, reg_weight=1.0):
        super().__init__()
        self.head = head
        self.beta = beta
        self.reg_weight = reg_weight
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, roi_feats, labels, box_targets):
        cls_logits, box_pred = self.head(roi_feats)
        cls_loss = self.ce(cls_logits, labels)

        fg = (labels > 0).astype(ms.float32).expand_dims(-1)
        diff = ops.abs(box_pred - box_targets)
        in_quadratic = (diff < self.beta).astype(ms.float32)  # ROOT
        per_coord = ops.select(in_quadratic, 0.5 * diff * diff / self.beta, diff - 0.5 * self.beta)
        reg_loss = (per_coord * fg).sum() / ops.clamp(fg.sum(), min=1.0)
        return cls_loss + self.reg_weight * reg_loss


def sample_rois(rng, n, num_classes=5, dim=256):
    feats = rng.normal(size=(n, dim)).astype(np.float32)
    labels = rng.integers(0, num_classes, size=n).astype(np.int32)
    targets = rng.normal(scale=0.2, size=(n, 4)).astype(np.float32)
    return Tensor(feats), Tensor(labels), Tensor(targets)


rng = np.random.default_rng(3)
loss_net = DetectionLoss(BoxHead())
opt = nn.SGD(loss_net.trainable_params(), learning_rate=0.01, momentum=0.9)
train_net = nn.TrainOneStepCell(loss_net, opt)
train_net.set_train()
for it in range(10):
    feats, labels, targets = sample_rois(rng, 128)
    loss = train_net(feats, labels, targets)
    if it % 3 == 0:
        print(f"iter {it}: total loss {loss.asnumpy():.4f}")
