import mindspore as ms
from mindspore import nn, ops


class MessagePassing(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.msg = nn.Dense(2 * dim, dim)
        self.update = nn.Dense(2 * dim, dim)

    def construct(self, h, src, dst, deg):
        m = ops.relu(self.msg(ops.concat((h[src], h[dst.reshape(-1)]), axis=-1)))
        agg = ops.tensor_scatter_add(ops.zeros_like(h), dst, m) / deg
        return ops.relu(self.update(ops.concat((h, agg), axis=-1)))


class VoltageGNN(nn.Cell):
    def __init__(self, in_dim, hidden, layers):
        super().__init__()
        self.inp = nn.Dense(in_dim, hidden)
        self.layers = nn.CellList([MessagePassing(hidden) for _ in range(layers)])
        self.out = nn.Dense(hidden, 1)

    def construct(self, x, src, dst, deg):
        h = ops.relu(self.inp(x))
        for layer in self.layers:
            h = layer(h, src, dst, deg)
        return 1.0 + self.out(h)
