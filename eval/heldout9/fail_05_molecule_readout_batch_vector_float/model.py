from mindspore import nn, ops


class MessagePassing(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.msg = nn.Dense(dim, dim)
        self.update = nn.Dense(2 * dim, dim)
        self.act = nn.SiLU()

    def construct(self, h, src, dst):
        messages = self.msg(ops.gather(h, src, 0))
        agg = ops.unsorted_segment_sum(messages, dst, h.shape[0])
        return self.act(self.update(ops.cat((h, agg), axis=1)))


class MolecularRegressor(nn.Cell):
    def __init__(self, atom_types, dim, num_layers, num_graphs):
        super().__init__()
        self.embed = nn.Dense(atom_types, dim)
        self.layers = nn.CellList([MessagePassing(dim) for _ in range(num_layers)])
        self.readout = nn.Dense(dim, 1)
        self.num_graphs = num_graphs

    def construct(self, x, src, dst, graph_ids):
        h = self.embed(x)
        for layer in self.layers:
            h = h + layer(h, src, dst)
        pooled = ops.unsorted_segment_sum(h, graph_ids, self.num_graphs)
        return self.readout(pooled).squeeze(-1)
