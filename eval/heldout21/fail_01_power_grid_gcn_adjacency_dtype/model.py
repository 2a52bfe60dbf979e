from mindspore import nn, ops


class GCNLayer(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin = nn.Dense(in_dim, out_dim)

    def construct(self, x, adj):
        deg = adj.sum(-1, keepdims=True)
        return ops.matmul(adj, self.lin(x)) / deg


class VoltageGCN(nn.Cell):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.gc1 = GCNLayer(in_dim, hidden)
        self.gc2 = GCNLayer(hidden, hidden)
        self.head = nn.Dense(hidden, 1)
        self.act = nn.ReLU()

    def construct(self, x, adj):
        h = self.act(self.gc1(x, adj))
        h = self.act(self.gc2(h, adj))
        return self.head(h)
