from mindspore import nn


def mlp(sizes, dropout):
    layers = []
    for i in range(len(sizes) - 2):
        layers += [nn.Dense(sizes[i], sizes[i + 1]), nn.ReLU(), nn.Dropout(p=dropout)]
    layers.append(nn.Dense(sizes[-2], sizes[-1]))
    return nn.SequentialCell(layers)


class ChurnClassifier(nn.Cell):
    def __init__(self, in_features, hidden=(32, 16), dropout=0.1):
        super().__init__()
        self.body = mlp([in_features, *hidden, 2], dropout)

    def construct(self, x):
        return self.body(x)
