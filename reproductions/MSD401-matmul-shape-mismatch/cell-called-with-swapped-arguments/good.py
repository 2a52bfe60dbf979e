"""The encoder gets its inputs in the order it takes them: readings, then calendar."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer

ms.set_context(mode=ms.GRAPH_MODE)


class DayEncoder(nn.Cell):
    def __init__(self, hours=24, calendar=7, hidden=16):
        super().__init__()
        self.w_values = Parameter(initializer("normal", (hours, hidden)), name="w_values")
        self.w_calendar = Parameter(initializer("normal", (calendar, hidden)), name="w_calendar")

    def construct(self, values, calendar):
        return ops.tanh(ops.matmul(values, self.w_values) + ops.matmul(calendar, self.w_calendar))


class LoadForecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = DayEncoder()
        self.head = nn.Dense(16, 24)

    def construct(self, readings, calendar):
        return self.head(self.encoder(readings, calendar))


if __name__ == "__main__":
    readings = ms.Tensor(np.random.randn(5, 24), ms.float32)
    calendar = ms.Tensor(np.random.randn(5, 7), ms.float32)
    print(LoadForecaster()(readings, calendar).shape)
