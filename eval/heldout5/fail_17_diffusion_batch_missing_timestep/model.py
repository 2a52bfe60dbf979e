from mindspore import nn, ops

from schedule import T_STEPS


class EpsNet(nn.Cell):
    def __init__(self, dim=2, hidden=32):
        super().__init__()
        self.t_embed = nn.Embedding(T_STEPS, hidden)
        self.inp = nn.Dense(dim, hidden)
        self.mid = nn.Dense(hidden, hidden)
        self.out = nn.Dense(hidden, dim)

    def construct(self, x, t):
        h = ops.silu(self.inp(x) + self.t_embed(t))
        return self.out(ops.silu(self.mid(h)))
