import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GatedResidual(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.gate = nn.Dense(dim * 2, dim)
        self.transform = nn.SequentialCell(nn.Dense(dim, dim), nn.SiLU(), nn.Dense(dim, dim))

    def construct(self, x):
        update = self.transform(x)
        g = ops.sigmoid(self.gate(ops.cat((x, update), axis=-1)))
        return g * update + (1 - g) * inputs  # ROOT


class GraphNodeEncoder(nn.Cell):
    def __init__(self, in_dim=7, dim=16, steps=2):
        super().__init__()
        self.embed = nn.Dense(in_dim, dim)
        self.blocks = nn.CellList([GatedResidual(dim) for _ in range(steps)])
        self.readout = nn.Dense(dim, 1)

    def construct(self, node_feats, adj):
        h = self.embed(node_feats)
        for blk in self.blocks:
            h = blk(ops.bmm(adj, h))
        return self.readout(h.sum(axis=1))


model = GraphNodeEncoder()
feats = ms.Tensor(np.random.randn(4, 6, 7).astype(np.float32))
adj = ms.Tensor((np.random.rand(4, 6, 6) > 0.5).astype(np.float32))
print(model(feats, adj))
