from mindspore import nn


class FraudMLP(nn.Cell):
    def __init__(self, num_features, hidden=(64, 32), num_classes=2, dropout=0.1):
        super().__init__()
        layers, prev = [], num_features
        for h in hidden:
            layers += [nn.Dense(prev, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(p=dropout)]
            prev = h
        self.body = nn.SequentialCell(layers)
        self.head = nn.Dense(prev, num_classes)

    def construct(self, x):
        return self.head(self.body(x))
