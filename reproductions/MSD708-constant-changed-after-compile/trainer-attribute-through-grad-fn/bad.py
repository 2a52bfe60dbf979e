"""Distillation trainer (a plain class): the jit step calls `self.grad_fn`, made by value_and_grad
from the `_loss` method, which reads `self.temperature`. Annealing it later changes nothing."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Trainer:
    def __init__(self, student, optimizer, temperature=8.0):
        self.student = student
        self.optimizer = optimizer
        self.temperature = temperature
        self.grad_fn = ms.value_and_grad(self._loss, None, optimizer.parameters)

    def _loss(self, x, teacher_logits):
        t = self.temperature  # expect: MSD708
        soft = ops.log_softmax(self.student(x) / t, -1)
        return -(ops.softmax(teacher_logits / t, -1) * soft).sum(-1).mean() * t * t

    @ms.jit
    def train_step(self, x, teacher_logits):
        loss, grads = self.grad_fn(x, teacher_logits)
        self.optimizer(grads)
        return loss


if __name__ == "__main__":
    np.random.seed(0)
    student = nn.Dense(6, 3)
    trainer = Trainer(student, nn.SGD(student.trainable_params(), learning_rate=0.01))
    x = ms.Tensor(np.random.randn(4, 6), ms.float32)
    teacher = ms.Tensor(np.random.randn(4, 3), ms.float32)
    for epoch in range(3):
        print(epoch, trainer.temperature, float(trainer.train_step(x, teacher)))
        trainer.temperature = trainer.temperature / 2
