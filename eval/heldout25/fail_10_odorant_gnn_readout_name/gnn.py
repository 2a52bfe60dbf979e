from mindspore import nn, ops


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin = nn.Dense(in_dim, out_dim)

    def construct(self, h, adj):
        return ops.relu(ops.matmul(adj, self.lin(h)))


class OdorGNN(nn.Cell):
    def __init__(self, in_dim, hidden, layers, readout):
        super().__init__()
        dims = [in_dim] + [hidden] * layers
        self.convs = nn.CellList([GraphConv(a, b) for a, b in zip(dims[:-1], dims[1:])])
        self.readout = readout
        self.head = nn.Dense(hidden, 1)

    def construct(self, atoms, adj):
        h = atoms
        for conv in self.convs:
            h = conv(h, adj)
        graph = getattr(h, self.readout)(axis=1)
        return self.head(graph)
