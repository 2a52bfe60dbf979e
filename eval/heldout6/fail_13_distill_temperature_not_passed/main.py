import mindspore as ms
import numpy as np
from mindspore import nn

from train import DistillCell


def mlp(in_dim, hidden, out_dim):
    return nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, out_dim)])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(8, 10)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 3, size=(8,)).astype(np.int32))

    teacher = mlp(10, 64, 3)
    student = mlp(10, 8, 3)
    net = DistillCell(student, teacher)
    opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(net, opt)
    for i in range(2):
        print("step", i, "loss", step(x, y).asnumpy())


if __name__ == "__main__":
    main()
