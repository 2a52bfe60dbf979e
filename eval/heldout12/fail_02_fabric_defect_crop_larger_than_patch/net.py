from mindspore import nn, ops


class TextureNet(nn.Cell):
    """Small CNN with global pooling, so it accepts any crop size."""

    def __init__(self, num_classes, width=16):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, width, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(width, width * 2, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(width * 2, width * 4, 3, pad_mode="same"), nn.ReLU(),
        )
        self.fc = nn.Dense(width * 4, num_classes)

    def construct(self, x):
        h = self.body(x)
        h = ops.mean(h, axis=(2, 3))
        return self.fc(h)
