from mindspore import nn

import config as C


class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        layers = []
        in_ch = C.IN_CHANNELS
        for out_ch in C.CONV_CHANNELS:
            layers += [nn.Conv2d(in_ch, out_ch, C.KERNEL, pad_mode="valid"), nn.ReLU(),
                       nn.MaxPool2d(C.POOL, C.POOL)]
            in_ch = out_ch
        self.features = nn.SequentialCell(layers)
        self.flatten = nn.Flatten()
        self.classifier = nn.SequentialCell(
            nn.Dense(C.FLAT_FEATURES, 120), nn.ReLU(),
            nn.Dense(120, 84), nn.ReLU(),
            nn.Dense(84, C.NUM_CLASSES),
        )

    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))
