"""Parameter created two cells below the top, in a bias helper."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RelativeBias(nn.Cell):
    def __init__(self, heads=2):
        super().__init__()
        self.heads = heads

    def construct(self, scores):
        n = scores.shape[-1]
        table = ms.Parameter(ops.zeros((self.heads, n, n), ms.float32), name="rel_bias")  # expect: MSD203
        return scores + table


class Attention(nn.Cell):
    def __init__(self, dim=8, heads=2):
        super().__init__()
        self.qk = nn.Dense(dim, dim * 2)
        self.bias = RelativeBias(heads)
        self.heads = heads

    def construct(self, x):
        b, n, d = x.shape
        q, k = ops.chunk(self.qk(x).reshape(b, n, 2, self.heads, d // self.heads).transpose(2, 0, 3, 1, 4), 2, axis=0)
        s = ops.matmul(q[0], k[0].swapaxes(-1, -2))
        return ops.softmax(self.bias(s), axis=-1)


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = Attention()

    def construct(self, x):
        return self.attn(x).mean(axis=1)


if __name__ == "__main__":
    np.random.seed(0)
    print(Model()(ms.Tensor(np.random.randn(2, 5, 8).astype(np.float32))).shape)
