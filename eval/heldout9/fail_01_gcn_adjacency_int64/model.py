import mindspore as ms
from mindspore import nn, ops


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.linear = nn.Dense(in_dim, out_dim, has_bias=False)
        self.bias = ms.Parameter(ops.zeros((out_dim,), ms.float32), name="bias")

    def construct(self, x, adj):
        deg = adj.sum(axis=1, keepdims=True)
        h = self.linear(x)
        h = ops.matmul(adj, h) / deg
        return h + self.bias


class GCN(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, dropout=0.2):
        super().__init__()
        self.conv1 = GraphConv(in_dim, hidden)
        self.conv2 = GraphConv(hidden, num_classes)
        self.dropout = nn.Dropout(p=dropout)
        self.act = nn.ReLU()

    def construct(self, x, adj):
        h = self.act(self.conv1(x, adj))
        h = self.dropout(h)
        return self.conv2(h, adj)
