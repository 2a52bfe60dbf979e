"""The towers are joined side by side."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Matcher(nn.Cell):
    def __init__(self, query_dim, item_dim, width):
        super().__init__()
        self.query = nn.Dense(query_dim, width)
        self.item = nn.Dense(item_dim, width)
        self.score = nn.Dense(2 * width, 1)

    def construct(self, q, i):
        both = ops.concat((self.query(q), self.item(i)), -1)
        return self.score(ops.relu(both))


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    q = ms.Tensor(rng.standard_normal((4, 6)), ms.float32)
    i = ms.Tensor(rng.standard_normal((4, 9)), ms.float32)
    print(Matcher(6, 9, 16)(q, i).shape)
