"""An activation observer for post-training quantisation takes its clipping range from the first
batch it sees, then keeps it. The once-only step is keyed on a Python flag that `construct` sets:
graph mode writes the flag back, but it decided the `if` when it compiled, so the range is taken
again from every batch and the calibration follows the last batch instead of the first.
The line to change is the flag's test. (`if self.calibrated is False:` happens to be decided when it runs.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RangeObserver(nn.Cell):
    def __init__(self):
        super().__init__()
        self.low = ms.Parameter(ms.Tensor(0.0, ms.float32), name="low", requires_grad=False)
        self.high = ms.Parameter(ms.Tensor(0.0, ms.float32), name="high", requires_grad=False)
        self.calibrated = False

    def construct(self, x):
        if not self.calibrated:  # expect: MSD708
            ops.assign(self.low, x.min())
            ops.assign(self.high, x.max())
            self.calibrated = True
        return ops.clamp(x, self.low, self.high)


if __name__ == "__main__":
    observer = RangeObserver()
    for scale in (1.0, 5.0, 9.0):
        observer(ms.Tensor(np.linspace(-scale, scale, 8), ms.float32))
    print(f"range kept: {float(observer.low.asnumpy()):.1f} .. {float(observer.high.asnumpy()):.1f}")
