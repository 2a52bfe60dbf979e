from mindspore import nn, ops


class SmallClassifier(nn.Cell):
    def __init__(self, dim=16, hidden=48, classes=4):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, classes))

    def construct(self, x):
        return self.body(x)


class MeanTeacherLoss(nn.Cell):
    """Supervised CE on labelled data + consistency (MSE of softmax) on unlabelled data."""

    def __init__(self, student, teacher, cons_weight=1.0):
        super().__init__()
        self.student, self.teacher, self.w = student, teacher, cons_weight

    def construct(self, x_lab, y_lab, x_unl, noise):
        sup = ops.cross_entropy(self.student(x_lab), y_lab)
        p_s = ops.softmax(self.student(x_unl + noise), axis=-1)
        p_t = ops.stop_gradient(ops.softmax(self.teacher(x_unl), axis=-1))
        return sup + self.w * ((p_s - p_t) ** 2).sum(-1).mean()
