from mindspore import nn, ops


class GINConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(in_dim, out_dim), nn.ReLU(), nn.Dense(out_dim, out_dim)])

    def construct(self, h, src, dst):
        agg = ops.unsorted_segment_sum(h[src], dst, h.shape[0])
        return ops.relu(self.mlp(h + agg))


class SolubilityGNN(nn.Cell):
    def __init__(self, atom_types, hidden, num_layers):
        super().__init__()
        self.embed = nn.Dense(atom_types, hidden)
        self.convs = nn.CellList([GINConv(hidden, hidden) for _ in range(num_layers)])
        self.head = nn.SequentialCell([nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, 1)])

    def construct(self, x, src, dst, graph_ids, num_graphs):
        h = self.embed(x)
        for conv in self.convs:
            h = conv(h, src, dst)
        pooled = ops.unsorted_segment_sum(h, graph_ids, num_graphs)
        return self.head(pooled)
