"""A face-verification head uses an additive margin that warms up over training, kept in a
Parameter the loop updates with `set_data`: the compiled graph reads it at every call."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class MarginHead(nn.Cell):
    def __init__(self, full_margin=0.4):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.full_margin = full_margin
        self.margin = ms.Parameter(ms.Tensor(0.0, ms.float32), requires_grad=False)

    def construct(self, x):
        return self.fc(x) - self.margin


if __name__ == "__main__":
    head = MarginHead()
    x = ms.Tensor(np.ones((1, 3), np.float32))
    for step in range(3):
        head.margin.set_data(ms.Tensor(head.full_margin * min(1.0, step / 4), ms.float32))
        print(step, head(x).asnumpy().round(3).tolist())
