"""Image classifier trained with label smoothing: a loss helper casts the labels to float
before they reach `one_hot`, which needs integer indices."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from losses import prepare_targets, smoothed_one_hot

ms.set_context(mode=ms.GRAPH_MODE)


class SmoothedCE(nn.Cell):
    def __init__(self, num_classes, smoothing=0.1):
        super().__init__()
        self.num_classes = num_classes
        self.smoothing = smoothing

    def construct(self, logits, labels):
        targets = prepare_targets(labels, self.smoothing)
        soft = smoothed_one_hot(targets, self.num_classes, self.smoothing)
        return -(soft * ops.log_softmax(logits, -1)).sum(-1).mean()


class Classifier(nn.Cell):
    def __init__(self, num_classes=5):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, num_classes)])
        self.loss = SmoothedCE(num_classes)

    def construct(self, x, labels):
        return self.loss(self.body(x), labels)


if __name__ == "__main__":
    np.random.seed(0)
    model = Classifier()
    x = ms.Tensor(np.random.randn(8, 12), ms.float32)
    labels = ms.Tensor(np.random.randint(0, 5, (8,)), ms.int32)
    print(model(x, labels))
