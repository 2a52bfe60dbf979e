import mindspore.nn as nn
import mindspore.ops as ops


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.linear = nn.Dense(in_dim, out_dim)
        self.act = nn.ReLU()

    def construct(self, h, adj):
        return self.act(self.linear(ops.matmul(adj, h)))


class SolubilityGCN(nn.Cell):
    def __init__(self, in_dim, hidden, num_layers):
        super().__init__()
        dims = [in_dim] + [hidden] * num_layers
        self.convs = nn.CellList([GraphConv(dims[i], dims[i + 1]) for i in range(num_layers)])
        self.readout = nn.SequentialCell([nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, 1)])

    def construct(self, atoms, adj, mask):
        h = atoms
        for conv in self.convs:
            h = conv(h, adj)
        h = h * mask.expand_dims(-1)
        pooled = h.sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return self.readout(pooled).squeeze(-1)


class WithMSELoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, atoms, adj, mask, target):
        return self.mse(self.net(atoms, adj, mask), target)
