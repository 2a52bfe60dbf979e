from mindspore import nn


class ResidualBlock(nn.Cell):
    def __init__(self, dim, dropout):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(dim, dim), nn.BatchNorm1d(dim), nn.ReLU(), nn.Dropout(p=dropout), nn.Dense(dim, dim))
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(x + self.net(x))


class FraudNet(nn.Cell):
    def __init__(self, n_features, hidden=32, depth=3, dropout=0.1):
        super().__init__()
        self.stem = nn.Dense(n_features, hidden)
        self.blocks = [ResidualBlock(hidden, dropout) for _ in range(depth)]  # ROOT
        self.head = nn.Dense(hidden, 1)

    def construct(self, x):
        x = self.stem(x)
        for block in self.blocks:
            x = block(x)
        return self.head(x)
