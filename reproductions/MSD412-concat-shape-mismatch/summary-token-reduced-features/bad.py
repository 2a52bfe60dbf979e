"""A sequence encoder prepends a summary token (the mean step) to its steps; the helper averages
over the features instead of the time steps, and the concatenation fails."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from sequence_summaries import summary_token

ms.set_context(mode=ms.GRAPH_MODE)


class SummaryEncoder(nn.Cell):
    def __init__(self, features=8, hidden=16):
        super().__init__()
        self.proj = nn.Dense(features, hidden)
        self.out = nn.Dense(hidden, 2)

    def construct(self, x):
        h = self.proj(x)
        tokens = ops.cat((summary_token(h), h), axis=1)
        return self.out(tokens[:, 0])


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(4, 10, 8), ms.float32)
    print(SummaryEncoder()(x).shape)
