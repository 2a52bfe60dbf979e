import mindspore as ms
from mindspore import nn, ops


class TowerNet(nn.Cell):
    def __init__(self, groups, width):
        super().__init__()
        self.sizes = tuple(groups.values())
        self.towers = nn.CellList([nn.SequentialCell(nn.Dense(s, width), nn.ReLU()) for s in self.sizes])
        self.out = nn.Dense(width * len(self.sizes), 1)

    def construct(self, x):
        parts = ops.split(x, self.sizes, axis=1)
        encoded = []
        for i, tower in enumerate(self.towers):
            encoded.append(tower(parts[i]))
        return self.out(ops.concat(encoded, axis=1))
