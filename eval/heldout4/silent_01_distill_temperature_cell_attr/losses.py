from mindspore import nn, ops


class DistillLoss(nn.Cell):
    """Hinton KD: alpha * T^2 * KL(teacher_T || student_T) + (1 - alpha) * CE(student, y)."""

    def __init__(self, temperature=4.0, alpha=0.7):
        super().__init__()
        self.temperature = temperature
        self.alpha = alpha
        self.ce = nn.CrossEntropyLoss()

    def construct(self, student_logits, teacher_logits, labels):
        t = self.temperature  # ROOT
        p_teacher = ops.softmax(teacher_logits / t, axis=-1)
        log_p_student = ops.log_softmax(student_logits / t, axis=-1)
        kl = (p_teacher * (ops.log(p_teacher + 1e-8) - log_p_student)).sum(-1).mean()
        return self.alpha * t * t * kl + (1 - self.alpha) * self.ce(student_logits, labels)
