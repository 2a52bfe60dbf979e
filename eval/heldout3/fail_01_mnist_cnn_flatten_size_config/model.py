from mindspore import nn

import config


class ConvNet(nn.Cell):
    def __init__(self, in_ch, widths, num_classes):
        super().__init__()
        c1, c2 = widths
        self.features = nn.SequentialCell(
            nn.Conv2d(in_ch, c1, 3, pad_mode="same"), nn.BatchNorm2d(c1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(c1, c2, 3, pad_mode="same"), nn.BatchNorm2d(c2), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        feat_hw = config.IMG_SIZE // 4
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(c2 * feat_hw * feat_hw, num_classes)

    def construct(self, x):
        h = self.features(x)
        return self.fc(self.flatten(h))
