from mindspore import nn


class SharedTrunk(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes):
        super().__init__()
        self.trunk = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.Tanh()])
        self.cls_head = nn.Dense(hidden, num_classes)
        self.reg_head = nn.Dense(hidden, 1)

    def construct(self, x):
        h = self.trunk(x)
        return self.cls_head(h), self.reg_head(h).squeeze(-1)


class TrainNet(nn.Cell):
    def __init__(self, model, loss):
        super().__init__()
        self.model = model
        self.loss = loss

    def construct(self, x, cls_target, reg_target):
        cls_logits, reg_out = self.model(x)
        return self.loss(cls_logits, reg_out, cls_target, reg_target)
