import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import DistillLoss
from model import mlp, StudentWithKD

IN_DIM, CLASSES, BATCH, EPOCHS = 8, 4, 16, 4


def temperature_schedule(epoch, start=4.0, end=1.0):
    """Anneal the distillation temperature linearly over training."""
    return start + (end - start) * epoch / (EPOCHS - 1)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = Tensor(rng.standard_normal((BATCH, IN_DIM)).astype(np.float32))
    y = Tensor(rng.integers(0, CLASSES, BATCH).astype(np.int32))
    teacher_logits = Tensor((6.0 * rng.standard_normal((BATCH, CLASSES))).astype(np.float32))
    student = mlp(IN_DIM, 8, CLASSES)
    kd = DistillLoss()
    net = StudentWithKD(student, kd)
    train = nn.TrainOneStepCell(net, nn.SGD(student.trainable_params(), learning_rate=0.05))
    for epoch in range(EPOCHS):
        kd.temperature = temperature_schedule(epoch)
        loss = train(x, teacher_logits, y)
        print(f"epoch {epoch} T={kd.temperature:.1f} kd_loss={loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
