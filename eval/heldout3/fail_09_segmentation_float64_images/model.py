from mindspore import nn


class FCNHead(nn.Cell):
    def __init__(self, num_classes, width=8):
        super().__init__()
        self.encoder = nn.SequentialCell(
            nn.Conv2d(3, width, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(width, width, 3, pad_mode="same"), nn.ReLU(),
        )
        self.classifier = nn.Conv2d(width, num_classes, 1)

    def construct(self, x):
        return self.classifier(self.encoder(x))
