from mindspore import nn, ops


class SAGEConv(nn.Cell):
    """GraphSAGE-mean: h_i' = W [h_i || mean_{j in N(i)} h_j]."""

    def __init__(self, in_dim, out_dim, activate=True):
        super().__init__()
        self.lin = nn.Dense(2 * in_dim, out_dim)
        self.act = nn.ReLU() if activate else nn.Identity()

    def construct(self, x, adj_norm):
        neigh = ops.matmul(adj_norm, x)
        h = ops.cat((x, neigh), axis=0)  # ROOT
        return self.act(self.lin(h))


class SAGE(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, dropout=0.3):
        super().__init__()
        self.conv1 = SAGEConv(in_dim, hidden)
        self.conv2 = SAGEConv(hidden, num_classes, activate=False)
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x, adj_norm):
        h = self.drop(self.conv1(x, adj_norm))
        return self.conv2(h, adj_norm)
