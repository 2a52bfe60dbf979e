"""Label smoothing that is annealed by a plain Python scheduler object: the loss cell asks the
scheduler for its current value inside `construct`, and the training loop advances the
scheduler after each epoch. Graph mode runs the method once, while compiling, and the compiled
loss keeps the first value."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SmoothingSchedule:
    def __init__(self, start=0.2, step=0.05):
        self.start, self.step, self.epoch = start, step, 0

    def advance(self):
        self.epoch += 1

    def current(self):
        return max(0.0, self.start - self.step * self.epoch)


class SmoothedLoss(nn.Cell):
    def __init__(self, schedule, classes=4):
        super().__init__()
        self.schedule = schedule
        self.classes = classes

    def construct(self, logits, labels):
        eps = self.schedule.current()  # expect: MSD708
        target = ops.one_hot(labels, self.classes) * (1 - eps) + eps / self.classes
        return -(target * ops.log_softmax(logits, -1)).sum(-1).mean()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    logits = ms.Tensor(rng.standard_normal((6, 4)).astype(np.float32))
    labels = ms.Tensor(rng.integers(0, 4, 6).astype(np.int32))
    schedule = SmoothingSchedule()
    loss = SmoothedLoss(schedule)
    for epoch in range(3):
        print(epoch, round(schedule.current(), 2), round(float(loss(logits, labels)), 4))
        schedule.advance()
