"""Distillation trainer (a plain Python class): the temperature is an input of the jit step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Distiller:
    def __init__(self, student, temperature=8.0):
        self.student = student
        self.temperature = temperature

    @ms.jit
    def soft_loss(self, x, teacher_logits, t):
        student = ops.log_softmax(self.student(x) / t, -1)
        teacher = ops.softmax(teacher_logits / t, -1)
        return -(teacher * student).sum(-1).mean() * t * t


if __name__ == "__main__":
    np.random.seed(0)
    distiller = Distiller(nn.Dense(6, 3))
    x = ms.Tensor(np.random.randn(4, 6), ms.float32)
    teacher = ms.Tensor(np.random.randn(4, 3), ms.float32)
    for epoch in range(3):
        t = ms.Tensor(distiller.temperature, ms.float32)
        print(epoch, distiller.temperature, float(distiller.soft_loss(x, teacher, t)))
        distiller.temperature = distiller.temperature / 2
