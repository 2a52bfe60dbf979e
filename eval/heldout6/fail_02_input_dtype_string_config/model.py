from mindspore import nn


class MLP(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, dropout):
        super().__init__()
        layers = []
        prev = in_dim
        for width in hidden:
            layers += [nn.Dense(prev, width), nn.ReLU(), nn.Dropout(p=dropout)]
            prev = width
        self.body = nn.SequentialCell(layers)
        self.head = nn.Dense(prev, num_classes)

    def construct(self, x):
        return self.head(self.body(x))
