from mindspore import nn, ops


class MessagePassingNet(nn.Cell):
    def __init__(self, in_dim, hidden=16):
        super().__init__()
        self.embed = nn.Dense(in_dim, hidden)
        self.message = nn.Dense(hidden, hidden)
        self.update = nn.Dense(2 * hidden, hidden, activation="tanh")
        self.head = nn.Dense(hidden, 1)

    def construct(self, atoms, adj, n_steps):
        h = self.embed(atoms)
        readout = 0  # ROOT
        step = 0
        while step < n_steps:
            m = ops.bmm(adj, self.message(h))
            h = self.update(ops.cat((h, m), -1))
            readout = readout + h.sum(1)
            step = step + 1
        return self.head(readout)
