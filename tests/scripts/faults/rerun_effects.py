"""A failing construct that prints, appends to a global and draws random numbers: graph mode does
none of it, so the program's output after the failure must not change under msdiag."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)
SEEN = []


class Noisy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 4)

    def construct(self, x):
        print("inside construct")
        SEEN.append(x)
        return self.fc(x + ops.standard_normal(x.shape))


try:
    Noisy()(ms.Tensor(np.ones((2, 8), np.float32)))
except ValueError as error:
    print("caught", type(error).__name__)
print("seen", len(SEEN))
print("next draw", np.round(ops.standard_normal((3,)).asnumpy(), 6).tolist())
