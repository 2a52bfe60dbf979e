"""Calibration for int8 quantization: after a first check of the model, forward hooks record the
largest activation of each layer on a few batches. The first call compiled the graph, which
MindSpore 2.10 keeps; and a hook that appends to a Python dict could not do it inside a graph
anyway: no range is recorded."""
import numpy as np
import mindspore as ms
from mindspore import nn

from calibration import RangeObserver

ms.set_context(mode=ms.GRAPH_MODE)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Dense(6, 12)
        self.act = nn.ReLU()
        self.out = nn.Dense(12, 1)

    def construct(self, x):
        return self.out(self.act(self.hidden(x)))


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    model = Regressor()
    print("check:", model(ms.Tensor(rng.normal(size=(2, 6)), ms.float32)).shape)
    observer = RangeObserver()
    observer.watch(model.act)
    for _ in range(3):
        model(ms.Tensor(rng.normal(size=(4, 6)), ms.float32))
    print("calibrated range:", observer.range())
