"""An echo-state network keeps its reservoir state in a loop over time steps. The state starts as
zeros of the dtype the settings module gives, float16, while the recurrent weights are float32.
PyNative runs the first product lazily and fails on the next step; graph mode fails at the
product. The line to change is the dtype setting."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import reservoir_settings as rs

ms.set_context(mode=ms.GRAPH_MODE)


class Reservoir(nn.Cell):
    def __init__(self, inputs):
        super().__init__()
        rng = np.random.default_rng(0)
        self.w_in = ms.Parameter(ms.Tensor(rng.standard_normal((inputs, rs.UNITS)) * 0.1, ms.float32), name="w_in")
        self.w_rec = ms.Parameter(ms.Tensor(rng.standard_normal((rs.UNITS, rs.UNITS)) * 0.1, ms.float32), name="w_rec")

    def construct(self, series):
        state = ops.zeros((series.shape[0], rs.UNITS), rs.STATE_DTYPE)
        for t in range(series.shape[1]):
            drive = ops.matmul(series[:, t], self.w_in)
            state = (1 - rs.LEAK) * state + rs.LEAK * ops.tanh(drive + ops.matmul(state, self.w_rec))
        return state


if __name__ == "__main__":
    series = ms.Tensor(np.random.default_rng(1).standard_normal((4, 6, 3)), ms.float32)
    print(Reservoir(3)(series).shape)
