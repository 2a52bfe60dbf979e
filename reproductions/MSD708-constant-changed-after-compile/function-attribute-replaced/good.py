"""A depth head applies an activation function it holds as a plain attribute; after calibration
the program switches it to the metric version. Graph mode inlined the first function when it
compiled, so the "metres" stay relative values in (0, 1), silently."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def relative_depth(x):
    return ops.sigmoid(x)


def metric_depth(x):
    return 80.0 * ops.sigmoid(x)


class DepthHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.out = nn.Dense(4, 1)
        self.scale = ms.Parameter(ms.Tensor(1.0, ms.float32), requires_grad=False)

    def construct(self, feats):
        return self.scale * ops.sigmoid(self.out(feats))


if __name__ == "__main__":
    np.random.seed(0)
    head = DepthHead()
    feats = ms.Tensor(np.random.randn(2, 4).astype(np.float32))
    print("relative:", head(feats).asnumpy().ravel())
    head.scale.set_data(ms.Tensor(80.0, ms.float32))
    print("metric:", head(feats).asnumpy().ravel())
