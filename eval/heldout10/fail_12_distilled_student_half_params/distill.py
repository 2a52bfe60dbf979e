from mindspore import nn, ops


class DistillLoss(nn.Cell):
    def __init__(self, student, teacher, temperature, alpha):
        super().__init__()
        self.student = student
        self.teacher = teacher
        self.t = temperature
        self.alpha = alpha
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        s_logits = self.student(x)
        t_logits = ops.stop_gradient(self.teacher(x))
        soft_t = ops.softmax(t_logits / self.t, axis=-1)
        log_s = ops.log_softmax(s_logits / self.t, axis=-1)
        kd = (soft_t * (ops.log(soft_t + 1e-8) - log_s)).sum(-1).mean() * self.t * self.t
        return self.alpha * kd + (1 - self.alpha) * self.ce(s_logits, y)
