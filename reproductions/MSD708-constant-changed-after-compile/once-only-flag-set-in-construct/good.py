"""The observer keeps its flag in a Parameter and branches on it as a tensor: the first batch
sets the range, later batches keep it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RangeObserver(nn.Cell):
    def __init__(self):
        super().__init__()
        self.low = ms.Parameter(ms.Tensor(0.0, ms.float32), name="low", requires_grad=False)
        self.high = ms.Parameter(ms.Tensor(0.0, ms.float32), name="high", requires_grad=False)
        self.calibrated = ms.Parameter(ms.Tensor(False), name="calibrated", requires_grad=False)

    def construct(self, x):
        first = ops.logical_not(self.calibrated)
        ops.assign(self.low, ops.select(first, x.min(), self.low))
        ops.assign(self.high, ops.select(first, x.max(), self.high))
        ops.assign(self.calibrated, ms.Tensor(True))
        return ops.clamp(x, self.low, self.high)


if __name__ == "__main__":
    observer = RangeObserver()
    for scale in (1.0, 5.0, 9.0):
        observer(ms.Tensor(np.linspace(-scale, scale, 8), ms.float32))
    print(f"range kept: {float(observer.low.asnumpy()):.1f} .. {float(observer.high.asnumpy()):.1f}")
