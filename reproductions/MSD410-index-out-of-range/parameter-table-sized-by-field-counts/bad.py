"""A demand forecaster that embeds calendar features (hour, weekday, month) in one shared
Parameter table, each field offset by the sizes before it. The field sizes give the month 11
values; December (month index 11) then looks up the row just past the table. Gather fails at
run time in `construct`; the line to change is the size list."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import initializer

from calendar_fields import FIELD_SIZES

ms.set_context(mode=ms.GRAPH_MODE)


class CalendarEmbedding(nn.Cell):
    def __init__(self, sizes, dim=4):
        super().__init__()
        rows = int(sum(sizes))
        self.table = ms.Parameter(initializer("normal", (rows, dim)), name="calendar_table")
        self.offsets = ms.Tensor(np.cumsum([0] + list(sizes[:-1])).astype(np.int32))

    def construct(self, calendar):
        return ops.gather(self.table, calendar + self.offsets, 0).sum(axis=1)


class Forecaster(nn.Cell):
    def __init__(self, sizes, dim=4):
        super().__init__()
        self.calendar = CalendarEmbedding(sizes, dim)
        self.head = nn.Dense(dim + 1, 1)

    def construct(self, calendar, load):
        return self.head(ops.concat((self.calendar(calendar), load), axis=1))


if __name__ == "__main__":
    calendar = ms.Tensor(np.array([[0, 0, 0], [23, 6, 11]], dtype=np.int32))
    load = ms.Tensor(np.ones((2, 1), np.float32))
    print(Forecaster(FIELD_SIZES)(calendar, load))
