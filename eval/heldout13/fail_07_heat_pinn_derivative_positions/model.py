from mindspore import nn, ops


class FieldNet(nn.Cell):
    """u(t, x) approximated by an MLP with tanh activations."""

    def __init__(self, hidden, depth):
        super().__init__()
        layers = [nn.Dense(2, hidden), nn.Tanh()]
        for _ in range(depth - 1):
            layers += [nn.Dense(hidden, hidden), nn.Tanh()]
        layers.append(nn.Dense(hidden, 1))
        self.mlp = nn.SequentialCell(layers)

    def construct(self, t, x):
        return self.mlp(ops.concat((t, x), axis=1))
