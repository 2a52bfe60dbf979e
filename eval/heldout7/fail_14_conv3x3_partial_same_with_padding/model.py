from mindspore import nn

from layers import conv3x3, InvertedResidual

SETTINGS = [
    # expand, out_channels, repeats, stride
    (1, 8, 1, 1),
    (4, 12, 2, 2),
    (4, 16, 2, 2),
]


class TinyMobileNet(nn.Cell):
    def __init__(self, num_classes=4, width=8):
        super().__init__()
        layers = [conv3x3(3, width, stride=2), nn.BatchNorm2d(width), nn.ReLU6()]
        in_ch = width
        for t, c, n, s in SETTINGS:
            for i in range(n):
                layers.append(InvertedResidual(in_ch, c, s if i == 0 else 1, t))
                in_ch = c
        self.features = nn.SequentialCell(layers)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(in_ch, num_classes)

    def construct(self, x):
        return self.classifier(self.flatten(self.pool(self.features(x))))
