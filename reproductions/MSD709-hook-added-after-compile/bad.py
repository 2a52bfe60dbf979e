"""Ablation study: a forward hook on the backbone zeroes half of its feature
channels to measure how much the classifier relies on them.

The script runs a smoke-test forward first, which compiles the graph; the
hook registered afterwards is not part of the compiled graph and never runs,
so the "ablated" predictions are the normal ones.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Classifier(nn.Cell):
    def __init__(self, dim=16, hidden=8, num_classes=3):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(dim, hidden), nn.ReLU()])
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return ops.softmax(self.head(self.backbone(x)), axis=-1)


def ablate_channels(cell, inputs, output):
    mask = ops.concat((ops.zeros((1, 4), output.dtype), ops.ones((1, 4), output.dtype)), axis=1)
    return output * mask


if __name__ == "__main__":
    np.random.seed(0)
    ms.set_seed(0)
    model = Classifier()
    x = ms.Tensor(np.random.randn(2, 16).astype(np.float32))
    print("smoke test:", model(x).shape)
    model.backbone.register_forward_hook(ablate_channels)  # expect: MSD709
    ablated = model(x).asnumpy()
    ms.set_context(mode=ms.PYNATIVE_MODE)   # reference: the hook runs eagerly
    reference = model(x).asnumpy()
    ms.set_context(mode=ms.GRAPH_MODE)
    print("ablated probs (graph):   ", ablated[0])
    print("ablated probs (pynative):", reference[0])
    print("hook applied in graph mode:", bool(np.allclose(ablated, reference, atol=1e-6)))
