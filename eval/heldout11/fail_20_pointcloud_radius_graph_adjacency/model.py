from mindspore import nn, ops

from graph_utils import radius_adjacency


class RadiusGraphConv(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.self_fc = nn.Dense(cin, cout)
        self.neigh_fc = nn.Dense(cin, cout, has_bias=False)

    def construct(self, h, adj):
        neigh = ops.bmm(adj, h)
        deg = adj.sum(axis=-1, keepdims=True)
        return ops.relu(self.self_fc(h) + self.neigh_fc(neigh / deg))


class PointGraphNet(nn.Cell):
    def __init__(self, widths, num_classes, radius):
        super().__init__()
        self.radius = radius
        self.convs = nn.CellList()
        cin = 3
        for w in widths:
            self.convs.append(RadiusGraphConv(cin, w))
            cin = w
        self.classifier = nn.Dense(cin, num_classes)

    def construct(self, points):
        adj = radius_adjacency(points, self.radius)
        h = points
        for conv in self.convs:
            h = conv(h, adj)
        return self.classifier(h.max(axis=1))
