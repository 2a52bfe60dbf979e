import mindspore as ms
from mindspore import nn, ops


class DistillationLoss(nn.Cell):
    def __init__(self, student, teacher, temperature=4.0, alpha=0.7):
        super().__init__()
        self.student = student
        self.teacher = teacher
        self.teacher.set_grad(False)
        self.temperature = temperature
        self.alpha = alpha
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        s_logits = self.student(x)
        t_logits = ops.stop_gradient(self.teacher(x))
        T = self.temperature  # ROOT
        kd = ops.kl_div(ops.log_softmax(s_logits / T, axis=-1), ops.softmax(t_logits / T, axis=-1),
                        reduction="batchmean") * T * T
        return self.alpha * kd + (1 - self.alpha) * self.ce(s_logits, y), kd
