import mindspore as ms
from mindspore import nn, ops, Parameter


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.linear = nn.Dense(in_dim, out_dim, has_bias=False)
        self.bias = Parameter(ops.zeros(out_dim, ms.float32), name="bias")

    def construct(self, x, adj):
        support = self.linear(x)
        deg = adj.sum(axis=1, keepdims=True)
        return ops.matmul(adj, support) / deg + self.bias


class GCN(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, num_layers=2):
        super().__init__()
        dims = [in_dim] + [hidden] * (num_layers - 1) + [num_classes]
        self.layers = nn.CellList([GraphConv(dims[i], dims[i + 1]) for i in range(num_layers)])
        self.act = nn.ReLU()
        self.dropout = nn.Dropout(p=0.1)

    def construct(self, x, adj):
        h = x
        for i, layer in enumerate(self.layers):
            h = layer(h, adj)
            if i < len(self.layers) - 1:
                h = self.dropout(self.act(h))
        return h
