from mindspore import nn

from utils import feature_size

# (kernel, stride, padding) of each conv stage
STAGES = ((3, 2, 1), (3, 2, 1))


class DigitNet(nn.Cell):
    def __init__(self, image_size=16, channels=(8, 16), num_classes=10):
        super().__init__()
        layers = []
        cin = 1
        for cout, (k, s, p) in zip(channels, STAGES):
            layers += [nn.Conv2d(cin, cout, k, stride=s, pad_mode="pad", padding=p), nn.ReLU()]
            cin = cout
        self.features = nn.SequentialCell(layers)
        side = feature_size(image_size, STAGES)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(cin * side * side, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))
