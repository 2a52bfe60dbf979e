"""A compile that holds the GIL and eats memory: a tensor-conditioned `while` whose body nests a
tuple in itself. MindSpore's type inference grows without end (about 100 MB/s on a 2-core CPU).
Never run it without a memory limit: `msdiag run --compile-memory`, or a guard that kills it."""
import sys
import time

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Growing(nn.Cell):
    def construct(self, x):
        nested = (x,)
        i = ms.Tensor(0, ms.int32)
        while i < 3:
            nested = (nested, nested)
            i = i + 1
        return x


model = Growing()
x = ms.Tensor(np.ones(2, np.float32))
print(f"compiling at {time.monotonic():.3f}", flush=True)
model(x)
