from mindspore import nn


class WeightedLossCell(nn.Cell):
    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self.backbone = backbone
        self.loss_fn = loss_fn

    def construct(self, vitals, labels, weights):
        logits = self.backbone(vitals)
        return self.loss_fn(logits, labels)  # ROOT


def build_trainer(net, loss_fn, lr):
    opt = nn.Adam(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
    step = nn.TrainOneStepCell(WeightedLossCell(net, loss_fn), opt)
    step.set_train()
    return step
