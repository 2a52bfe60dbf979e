from mindspore import nn, ops


class ObjectnessLoss(nn.Cell):
    def __init__(self, detector):
        super().__init__(auto_prefix=False)
        self.detector = detector
        self.bce = nn.BCEWithLogitsLoss()
        self.box = nn.SmoothL1Loss()

    def construct(self, images, obj_target, box_target):
        pred = self.detector(images)
        obj_logits = pred[:, :, 4]
        box_pred = pred[:, :, 0:4].transpose(0, 1, 3, 4, 2)
        mask = obj_target.expand_dims(-1)
        box_loss = (self.box(box_pred, box_target) * mask).sum() / (mask.sum() + 1.0)
        return self.bce(obj_logits, obj_target) + box_loss
