"""Tabular classifier whose feature encoder standardises its input by
overriding `__call__` before running `construct`.

Used as a sub-cell in graph mode, the encoder's `construct` is compiled
directly and the overriding `__call__` never runs: the features reach the
network unstandardised, and graph mode disagrees with PyNative.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class FeatureEncoder(nn.Cell):
    def __init__(self, mean, std, dim=6, hidden=16):
        super().__init__()
        self.mean = ms.Tensor(mean, ms.float32)
        self.std = ms.Tensor(std, ms.float32)
        self.dense = nn.Dense(dim, hidden)
        self.act = nn.ReLU()

    def __call__(self, x):  # expect: MSD707
        return super().__call__((x - self.mean) / self.std)

    def construct(self, x):
        return self.act(self.dense(x))


class TabularClassifier(nn.Cell):
    def __init__(self, mean, std, dim=6, num_classes=3):
        super().__init__()
        self.encoder = FeatureEncoder(mean, std, dim)
        self.head = nn.Dense(16, num_classes)

    def construct(self, x):
        return ops.softmax(self.head(self.encoder(x)), axis=-1)


if __name__ == "__main__":
    np.random.seed(0)
    ms.set_seed(0)
    raw = (np.random.randn(4, 6) * 50 + 100).astype(np.float32)
    model = TabularClassifier(raw.mean(axis=0), raw.std(axis=0))
    x = ms.Tensor(raw)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    eager = model(x).asnumpy()
    ms.set_context(mode=ms.GRAPH_MODE)
    graph = model(x).asnumpy()
    print("pynative:", eager[0])
    print("graph:   ", graph[0])
    print("graph matches pynative:", bool(np.allclose(eager, graph, atol=1e-5)))
