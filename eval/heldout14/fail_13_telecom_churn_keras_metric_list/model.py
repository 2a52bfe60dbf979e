from mindspore import nn


class ChurnNet(nn.Cell):
    def __init__(self, num_features, hidden):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(num_features, hidden), nn.ReLU(), nn.Dropout(p=0.2),
                                     nn.Dense(hidden, 2))

    def construct(self, features):
        return self.mlp(features)
