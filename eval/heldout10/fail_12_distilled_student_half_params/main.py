import numpy as np
import mindspore as ms
from mindspore import nn

from configs import TeacherConfig, StudentConfig, DistillConfig
from models import Teacher, Student
from distill import DistillLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    tcfg, scfg, dcfg = TeacherConfig(), StudentConfig(), DistillConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(dcfg.batch * dcfg.steps, tcfg.in_dim)).astype(np.float32)
    y = (x[:, :tcfg.n_classes].argmax(1)).astype(np.int32)

    teacher = Teacher(tcfg)
    teacher.set_train(False)
    student = Student(scfg)
    loss_net = DistillLoss(student, teacher, dcfg.temperature, dcfg.alpha)
    train = nn.TrainOneStepCell(loss_net, nn.Adam(student.trainable_params(), dcfg.lr))
    train.set_train()
    for step in range(dcfg.steps):
        sl = slice(step * dcfg.batch, (step + 1) * dcfg.batch)
        loss = train(ms.Tensor(x[sl]), ms.Tensor(y[sl]))
        print(f"step {step} distill loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
