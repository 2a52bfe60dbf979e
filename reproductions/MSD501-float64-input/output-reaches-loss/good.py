"""A classifier with a class-prior bias made as float32."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter

ms.set_context(mode=ms.GRAPH_MODE)


class PriorHead(nn.Cell):
    def __init__(self, features, counts):
        super().__init__()
        self.fc = nn.Dense(features, len(counts))
        self.prior = Parameter(ms.Tensor(np.log(counts / counts.sum()), ms.float32), requires_grad=False)

    def construct(self, x):
        return self.fc(x) + self.prior


class Classifier(nn.Cell):
    def __init__(self, counts):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(6, 8), nn.ReLU()])
        self.head = PriorHead(8, counts)

    def construct(self, x):
        return self.head(self.body(x))


if __name__ == "__main__":
    counts = np.array([30.0, 10.0, 5.0])
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((4, 6)), ms.float32)
    y = ms.Tensor(rng.integers(0, 3, size=4), ms.int32)
    step = nn.WithLossCell(Classifier(counts), nn.CrossEntropyLoss())
    print(step(x, y))
