from mindspore import nn

from schema import HIDDEN, NUM_FEATURES


class PriceRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        layers, prev = [], NUM_FEATURES
        for h in HIDDEN:
            layers += [nn.Dense(prev, h), nn.ReLU()]
            prev = h
        layers.append(nn.Dense(prev, 1))
        self.mlp = nn.SequentialCell(layers)

    def construct(self, x):
        return self.mlp(x)
