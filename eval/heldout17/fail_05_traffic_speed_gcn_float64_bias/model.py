import mindspore as ms
from mindspore import nn

from layers import GraphConv


class SpeedGCN(nn.Cell):
    def __init__(self, adj, history, hidden, horizon):
        super().__init__()
        self.adj = ms.Tensor(adj)
        self.gc1 = GraphConv(history, hidden)
        self.gc2 = GraphConv(hidden, hidden)
        self.act = nn.ReLU()
        self.out = nn.Dense(hidden, horizon)

    def construct(self, x):
        h = self.act(self.gc1(x, self.adj))
        h = self.act(self.gc2(h, self.adj))
        return self.out(h)
