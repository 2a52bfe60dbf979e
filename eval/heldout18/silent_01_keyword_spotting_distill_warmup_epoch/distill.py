from mindspore import nn, ops


class DistillationLoss(nn.Cell):
    """Cross-entropy on the labels, plus soft-target KL to the frozen teacher once warm-up is over."""

    def __init__(self, student, teacher, warmup_epochs, alpha, temperature):
        super().__init__(auto_prefix=False)
        self.student = student
        self.teacher = teacher
        self.warmup_epochs = warmup_epochs
        self.alpha = alpha
        self.t = temperature
        self.ce = nn.CrossEntropyLoss()
        self.epoch = 0

    def construct(self, mfcc, label):
        logits = self.student(mfcc)
        loss = self.ce(logits, label)
        if self.epoch >= self.warmup_epochs:  # ROOT
            soft_teacher = ops.softmax(ops.stop_gradient(self.teacher(mfcc)) / self.t, axis=-1)
            log_student = ops.log_softmax(logits / self.t, axis=-1)
            kd = (soft_teacher * (ops.log(soft_teacher + 1e-8) - log_student)).sum(axis=-1).mean()
            loss = (1 - self.alpha) * loss + self.alpha * self.t * self.t * kd
        return loss
