from mindspore import nn, ops


class MessagePassing(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.msg = nn.Dense(dim, dim)
        self.update = nn.Dense(2 * dim, dim)

    def construct(self, h, src, dst, num_nodes):
        messages = self.msg(ops.gather(h, src, 0))
        agg = ops.unsorted_segment_sum(messages, dst, num_nodes)
        return ops.relu(self.update(ops.concat((h, agg), axis=1)))


class SolubilityGNN(nn.Cell):
    def __init__(self, in_dim, dim, num_graphs):
        super().__init__()
        self.embed = nn.Dense(in_dim, dim)
        self.mp1 = MessagePassing(dim)
        self.mp2 = MessagePassing(dim)
        self.readout = nn.Dense(dim, 1)
        self.num_graphs = num_graphs

    def construct(self, x, src, dst, graph_ids):
        n = x.shape[0]
        h = self.embed(x)
        h = self.mp2(self.mp1(h, src, dst, n), src, dst, n)
        pooled = ops.unsorted_segment_sum(h, graph_ids, self.num_graphs)
        return self.readout(pooled).squeeze(-1)
