"""Label-smoothing loss whose smoothing factor is an optional argument of construct. The
training cell stores the factor in `__init__` but calls the loss without it, so it stays None
and the arithmetic fails in the graph. The line to change is the call that left it out."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SmoothedNLL(nn.Cell):
    def construct(self, log_probs, target, smoothing=None):
        nll = -ops.gather_elements(log_probs, 1, target.expand_dims(1)).squeeze(1)
        uniform = -log_probs.mean(axis=1)
        return ((1 - smoothing) * nll + smoothing * uniform).mean()


class Trainer(nn.Cell):
    def __init__(self, classes=5, smoothing=0.1):
        super().__init__()
        self.net = nn.Dense(7, classes)
        self.smoothing = smoothing
        self.loss = SmoothedNLL()

    def construct(self, x, target):
        log_probs = ops.log_softmax(self.net(x), axis=1)
        return self.loss(log_probs, target)  # expect: MSD505


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((4, 7)), ms.float32)
    target = ms.Tensor(rng.integers(0, 5, 4), ms.int32)
    print(Trainer()(x, target))
