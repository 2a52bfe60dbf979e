import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class LinearAttention(nn.Cell):
    """Efficient attention; the query path is kept in fp16 to save memory."""

    def __init__(self, dim, heads=4):
        super().__init__()
        self.heads = heads
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, 2 * dim)
        self.out = nn.Dense(dim, dim)
        self.bmm = ops.BatchMatMul(transpose_a=True)

    def construct(self, x):
        B, N, D = x.shape
        q = ops.softmax(self.q(x).astype(ms.float16), axis=-1)  # ROOT
        k, v = self.kv(x).split(D, axis=-1)
        k = ops.softmax(k, axis=1)
        context = self.bmm(k, v)
        out = ops.matmul(q, context)
        return self.out(out)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj_in = nn.Dense(12, 24)
        self.attn = LinearAttention(24)
        self.norm = nn.LayerNorm((24,))
        self.cls = nn.Dense(24, 3)

    def construct(self, x):
        h = self.proj_in(x)
        h = self.norm(h + self.attn(h))
        return self.cls(h.mean(1))


net = Net()
print(net(ms.Tensor(np.random.randn(2, 20, 12), ms.float32)))
