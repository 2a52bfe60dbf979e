from mindspore import nn, ops

from losses import KDLoss


class DistillCell(nn.Cell):
    def __init__(self, student, teacher, alpha=0.7, temperature=4.0):
        super().__init__()
        self.student = student
        self.teacher = teacher
        self.teacher.set_grad(False)
        self.alpha = alpha
        self.temperature = temperature
        self.kd = KDLoss()
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        s_logits = self.student(x)
        t_logits = ops.stop_gradient(self.teacher(x))
        kd = self.kd(s_logits, t_logits)  # ROOT
        return self.alpha * kd + (1.0 - self.alpha) * self.ce(s_logits, y)
