"""A small classifier trained with Adam and BatchNorm, and a step that fails after updating."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 16)
        self.bn = nn.BatchNorm1d(16)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(16, 4)

    def construct(self, x):
        return self.fc2(self.act(self.bn(self.fc1(x))))


class StepThenCheck(nn.Cell):
    """Runs one training step, then multiplies the loss with a matrix: wrong shapes fail after
    every parameter and optimizer value has been updated in an eager run."""

    def __init__(self, train_step):
        super().__init__()
        self.train_step = train_step

    def construct(self, x, y, probe):
        loss = self.train_step(x, y)
        return ops.matmul(loss.reshape(1, 1), probe)


def build():
    net = Classifier()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    optimizer = nn.Adam(net.trainable_params(), learning_rate=0.01)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss), optimizer)
    train.set_train()
    return StepThenCheck(train)


def batch(seed=0):
    rng = np.random.default_rng(seed)
    x = ms.Tensor(rng.standard_normal((6, 8)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 4, size=(6,)).astype(np.int32))
    return x, y
