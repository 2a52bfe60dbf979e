from mindspore import nn, ops

from layers import GraphConv


class GCN(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, dropout):
        super().__init__()
        self.gc1 = GraphConv(in_dim, hidden)
        self.gc2 = GraphConv(hidden, num_classes)
        self.dropout = nn.Dropout(p=dropout)

    def construct(self, x, adj):
        h = self.gc1(adj, x)  # ROOT
        h = self.dropout(ops.relu(h))
        return self.gc2(h, adj)


class MaskedNodeLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, x, adj, labels, mask):
        logits = self.net(x, adj)
        per_node = self.ce(logits, labels)
        return (per_node * mask).sum() / mask.sum()
