import mindspore as ms
from mindspore import nn, ops


class DistillationTrainer:
    def __init__(self, student, teacher, optimizer, alpha=0.7, t_start=8.0, t_end=2.0, epochs=5):
        self.student = student
        self.teacher = teacher
        self.optimizer = optimizer
        self.alpha = alpha
        self.t_start, self.t_end, self.epochs = t_start, t_end, epochs
        self.temperature = t_start
        self.grad_fn = ms.value_and_grad(self._loss, None, optimizer.parameters)

    def _loss(self, x, y):
        s_logits = self.student(x)
        t_logits = ops.stop_gradient(self.teacher(x))
        t = self.temperature  # ROOT
        soft = ops.kl_div(ops.log_softmax(s_logits / t, axis=-1), ops.softmax(t_logits / t, axis=-1),
                          reduction="batchmean") * t * t
        hard = ops.cross_entropy(s_logits, y)
        return self.alpha * soft + (1 - self.alpha) * hard

    @ms.jit
    def train_step(self, x, y):
        loss, grads = self.grad_fn(x, y)
        self.optimizer(grads)
        return loss

    def set_epoch(self, epoch):
        frac = epoch / max(1, self.epochs - 1)
        self.temperature = self.t_start + frac * (self.t_end - self.t_start)
