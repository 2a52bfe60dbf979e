"""Calibration for int8 quantization whose calibration pass runs in PyNative mode, where the
hooks that record the largest activations run on the host."""
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
    ms.set_context(mode=ms.PYNATIVE_MODE)  # calibration runs eagerly, so the hooks run on the host
    for _ in range(3):
        model(ms.Tensor(rng.normal(size=(4, 6)), ms.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    print("calibrated range:", observer.range())
