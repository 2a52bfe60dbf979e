"""Class-balanced loss: per-class counts live in a NumPy array that the training loop updates in
place; construct turns them into weights. The graph keeps the counts of its first call."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class BalancedCE(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.counts = np.ones(num_classes, np.float32)

    def construct(self, logits, labels):
        counts = ms.Tensor(self.counts, ms.float32)  # expect: MSD708
        weights = counts.sum() / (counts.shape[0] * counts)
        return ops.cross_entropy(logits, labels, weight=weights)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    loss_fn = BalancedCE(3)
    for step in range(3):
        labels = np.random.randint(0, 3, size=8)
        logits = ms.Tensor(np.random.randn(8, 3), ms.float32)
        loss_fn.counts += np.bincount(labels, minlength=3)
        print(step, loss_fn.counts, float(loss_fn(logits, ms.Tensor(labels, ms.int32))))
