"""Class-balanced loss: the weights are an input of construct, made from the counts each step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class BalancedCE(nn.Cell):
    def construct(self, logits, labels, weights):
        return ops.cross_entropy(logits, labels, weight=weights)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    counts = np.ones(3, np.float32)
    loss_fn = BalancedCE()
    for step in range(3):
        labels = np.random.randint(0, 3, size=8)
        logits = ms.Tensor(np.random.randn(8, 3), ms.float32)
        counts += np.bincount(labels, minlength=3)
        weights = ms.Tensor(counts.sum() / (len(counts) * counts), ms.float32)
        print(step, counts, float(loss_fn(logits, ms.Tensor(labels, ms.int32), weights)))
