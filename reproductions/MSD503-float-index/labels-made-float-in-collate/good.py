"""A classifier trained on batches whose class ids are int32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from batching_good import batches

ms.set_context(mode=ms.GRAPH_MODE)


class SmoothedLoss(nn.Cell):
    def __init__(self, classes, smoothing=0.1):
        super().__init__()
        self.classes = classes
        self.on = ms.Tensor(1.0 - smoothing, ms.float32)
        self.off = ms.Tensor(smoothing / (classes - 1), ms.float32)

    def construct(self, logits, ids):
        target = ops.one_hot(ids, self.classes, self.on, self.off)
        return -(target * ops.log_softmax(logits, axis=-1)).sum(axis=-1).mean()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(5, 3)
        self.loss = SmoothedLoss(3)

    def construct(self, features, ids):
        return self.loss(self.fc(features), ids)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    samples = [(rng.standard_normal(5), int(rng.integers(0, 3))) for _ in range(8)]
    net = Net()
    for features, ids in batches(samples, 4, 5):
        print(net(features, ids))
