"""One-hot labels built with np.eye(...)[labels].astype(np.int64) for a
dense (sparse=False) softmax cross-entropy."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Model(nn.Cell):
    def __init__(self, num_classes=5):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(12, 16), nn.ReLU(), nn.Dense(16, num_classes)])
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")

    def construct(self, x, onehot):
        return self.loss(self.backbone(x), onehot)


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(4, 12).astype(np.float32))
    labels = np.random.randint(0, 5, 4)
    onehot = ms.Tensor(np.eye(5)[labels].astype(np.int64))  # expect: MSD502
    print(Model()(x, onehot).shape)
