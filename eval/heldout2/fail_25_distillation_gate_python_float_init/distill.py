from mindspore import nn, ops


class GatedDistillationLoss(nn.Cell):
    """Cross-entropy on labels, plus a KD term when the teacher is confident on the batch."""

    def __init__(self, student, teacher, temperature=4.0, alpha=0.7, min_confidence=0.6):
        super().__init__()
        self.student = student
        self.teacher = teacher
        self.teacher.set_grad(False)
        self.t = temperature
        self.alpha = alpha
        self.min_confidence = min_confidence
        self.ce = nn.CrossEntropyLoss()
        self.kl = nn.KLDivLoss(reduction="batchmean")

    def construct(self, images, labels):
        s_logits = self.student(images)
        t_logits = ops.stop_gradient(self.teacher(images))
        hard = self.ce(s_logits, labels)
        t_prob = ops.softmax(t_logits, axis=-1)
        kd = 0.0  # ROOT
        if t_prob.max(axis=-1).mean() > self.min_confidence:
            log_s = ops.log_softmax(s_logits / self.t, axis=-1)
            soft_t = ops.softmax(t_logits / self.t, axis=-1)
            kd = self.kl(log_s, soft_t) * self.t * self.t
        return (1.0 - self.alpha) * hard + self.alpha * kd
