"""A recurrent refiner adds a sparsity penalty each time it refines, while its gate is open; the
classifier returns the penalty with its logits. The penalty starts as the Python number 0, and
graph mode cannot join it with the tensor the loop makes: the failure surfaces later, in the loss."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Refiner(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.update = nn.Dense(dim, dim)
        self.gate = nn.Dense(dim, 1)

    def construct(self, h):
        penalty = 0  # expect: MSD301
        open_gate = ops.sigmoid(self.gate(h)).mean()
        while open_gate > 0.3:
            h = ops.tanh(self.update(h))
            penalty = penalty + ops.abs(h).mean()
            open_gate = open_gate * 0.5
        return h, penalty


class Classifier(nn.Cell):
    def __init__(self, dim, classes):
        super().__init__()
        self.refine = Refiner(dim)
        self.head = nn.Dense(dim, classes)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, x, y):
        h, penalty = self.refine(x)
        return self.loss(self.head(h), y) + 0.01 * penalty


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(4, 8)), ms.float32)
    y = ms.Tensor(rng.integers(0, 3, size=(4,)), ms.int32)
    print(Classifier(8, 3)(x, y))
