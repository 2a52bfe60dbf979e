from mindspore import nn


class FishNet(nn.Cell):
    def __init__(self, num_species, feature_dim):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2, has_bias=True), nn.ReLU(),
            nn.Conv2d(16, feature_dim, 3, stride=2, has_bias=True), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.classifier = nn.Dense(feature_dim, num_species)

    def construct(self, x):
        return self.classifier(self.features(x))
