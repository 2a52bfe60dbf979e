from mindspore import nn


class CharNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 6 * 4, num_classes))

    def construct(self, image):
        return self.head(self.body(image))
