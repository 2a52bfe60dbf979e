"""Interpretability probe: the helper silences half of the backbone's channels with a forward
hook before the first call, so the hook is compiled into the graph."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from feature_probe import silence_channels

ms.set_context(mode=ms.GRAPH_MODE)


class Probe(nn.Cell):
    def __init__(self, features=12, hidden=8, classes=3):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(features, hidden), nn.ReLU())
        self.head = nn.Dense(hidden, classes)

    def construct(self, x):
        return ops.softmax(self.head(self.backbone(x)), axis=-1)


if __name__ == "__main__":
    np.random.seed(0)
    ms.set_seed(0)
    model = Probe()
    x = ms.Tensor(np.random.randn(2, 12).astype(np.float32))
    silence_channels(model.backbone, [0, 1, 2, 3])  # before the first call, which compiles the graph
    ablated = model(x).asnumpy()
    ms.set_context(mode=ms.PYNATIVE_MODE)   # reference: the hook runs eagerly
    reference = model(x).asnumpy()
    ms.set_context(mode=ms.GRAPH_MODE)
    print("hook applied in graph mode:", bool(np.allclose(ablated, reference, atol=1e-6)))
