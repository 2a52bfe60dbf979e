import numpy as np
import mindspore as ms
from mindspore import nn

from ema import EmaTeacherUpdate
from nets import MeanTeacherLoss, SmallClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(35)


def blobs(n, rng, centers):
    y = rng.integers(0, len(centers), size=n)
    return (centers[y] + rng.normal(size=(n, centers.shape[1]))).astype(np.float32), y.astype(np.int32)


def param_gap(a, b):
    return sum(float(np.abs(p.asnumpy() - q.asnumpy()).sum())
               for p, q in zip(a.get_parameters(), b.get_parameters()))


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(scale=2.0, size=(4, 16))
    x_lab, y_lab = blobs(32, rng, centers)
    student, teacher = SmallClassifier(), SmallClassifier()
    teacher.update_parameters_name("teacher.")
    for p, q in zip(student.trainable_params(), teacher.trainable_params()):
        q.set_data(ms.Tensor(p.asnumpy()))
        q.requires_grad = False
    step = nn.TrainOneStepCell(MeanTeacherLoss(student, teacher),
                               nn.Adam(student.trainable_params(), learning_rate=3e-3))
    step.set_train()
    ema = EmaTeacherUpdate(student, teacher)
    for it in range(1, 41):
        x_unl, _ = blobs(64, rng, centers)
        noise = rng.normal(scale=0.3, size=x_unl.shape).astype(np.float32)
        loss = step(ms.Tensor(x_lab), ms.Tensor(y_lab), ms.Tensor(x_unl), ms.Tensor(noise))
        ema()
        if it % 10 == 0:
            print(f"iter {it} loss {loss.asnumpy():.4f} ema updates {ema.state.num_updates} "
                  f"teacher-student gap {param_gap(student, teacher):.4f}")


if __name__ == "__main__":
    main()
