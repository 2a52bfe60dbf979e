"""A temperature-scaled classifier keeps its log-temperature as a Python float, computed with
`math.log` in `__init__`. `construct` hands it to `ops.exp`, which needs a tensor: graph mode
rejects the Python number. The line to change is where the attribute is set, not the `ops.exp`."""
import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ScaledClassifier(nn.Cell):
    def __init__(self, temperature=2.0):
        super().__init__()
        self.head = nn.Dense(5, 3)
        self.log_temperature = ms.Tensor(math.log(temperature), ms.float32)

    def construct(self, x):
        return self.head(x) / ops.exp(self.log_temperature)


if __name__ == "__main__":
    print(ScaledClassifier()(ms.Tensor(np.ones((2, 5), np.float32))).shape)
