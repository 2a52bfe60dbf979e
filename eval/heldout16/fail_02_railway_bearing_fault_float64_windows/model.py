import mindspore.nn as nn


class BearingMLP(nn.Cell):
    def __init__(self, in_features, num_classes):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Dense(in_features, 64), nn.ReLU(),
            nn.Dense(64, 32), nn.ReLU(),
        ])
        self.classifier = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.classifier(self.body(x))
