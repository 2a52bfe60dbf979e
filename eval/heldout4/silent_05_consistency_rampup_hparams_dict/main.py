import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import HPARAMS
from losses import SemiSupervisedLoss


def sigmoid_rampup(epoch, length):
    p = min(epoch, length) / length
    return math.exp(-5.0 * (1.0 - p) ** 2)


class MeanTeacherStep(nn.Cell):
    def __init__(self, student, loss_fn):
        super().__init__()
        self.student, self.loss_fn = student, loss_fn

    def construct(self, x, teacher_logits, y):
        return self.loss_fn(self.student(x), teacher_logits, y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = Tensor(rng.standard_normal((8, 5)).astype(np.float32))
    y = Tensor(rng.integers(0, 3, 8).astype(np.int32))
    teacher_logits = Tensor((4 * rng.standard_normal((8, 3))).astype(np.float32))
    student = nn.Dense(5, 3)
    loss_net = MeanTeacherStep(student, SemiSupervisedLoss(HPARAMS))
    train = nn.TrainOneStepCell(loss_net, nn.SGD(student.trainable_params(), HPARAMS["lr"]))
    for epoch in range(4):
        HPARAMS["consistency_weight"] = HPARAMS["max_consistency"] * sigmoid_rampup(epoch, HPARAMS["rampup_epochs"])
        loss = train(x, teacher_logits, y)
        print(f"epoch {epoch} w_cons={HPARAMS['consistency_weight']:.3f} loss={loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
