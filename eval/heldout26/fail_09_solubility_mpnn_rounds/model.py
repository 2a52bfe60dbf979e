import mindspore.nn as nn
import mindspore.ops as ops

import config


class SolubilityMPNN(nn.Cell):
    def __init__(self, rounds):
        super().__init__()
        self.rounds = rounds
        self.embed = nn.Dense(config.ATOM_FEATURES, config.HIDDEN)
        self.message = nn.Dense(config.HIDDEN, config.HIDDEN)
        self.update = nn.GRUCell(config.HIDDEN, config.HIDDEN)
        self.readout = nn.SequentialCell([nn.Dense(config.HIDDEN, config.HIDDEN), nn.ReLU(), nn.Dense(config.HIDDEN, 1)])

    def construct(self, atoms, adj, mask):
        b, n, _ = atoms.shape
        h = ops.relu(self.embed(atoms))
        for _ in range(self.rounds):
            m = ops.matmul(adj, self.message(h))
            h = self.update(m.reshape(b * n, -1), h.reshape(b * n, -1)).reshape(b, n, -1)
            h = h * mask.expand_dims(-1)
        pooled = h.sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return self.readout(pooled)
