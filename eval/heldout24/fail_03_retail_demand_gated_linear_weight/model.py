from mindspore import nn

from layers import GatedLinear


class DemandNet(nn.Cell):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.block1 = GatedLinear(in_dim, hidden, seed=1)
        self.block2 = GatedLinear(hidden, hidden // 2, seed=2)
        self.act = nn.ELU()
        self.out = nn.Dense(hidden // 2, 1)

    def construct(self, x):
        x = self.act(self.block1(x))
        x = self.act(self.block2(x))
        return self.out(x)
