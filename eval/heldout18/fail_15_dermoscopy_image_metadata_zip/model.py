from mindspore import nn, ops


class LesionFusionNet(nn.Cell):
    def __init__(self, n_meta, n_classes):
        super().__init__()
        self.cnn = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.meta_mlp = nn.SequentialCell(nn.Dense(n_meta, 16), nn.ReLU())
        self.head = nn.Dense(32 + 16, n_classes)

    def construct(self, image, metadata):
        return self.head(ops.cat((self.cnn(image), self.meta_mlp(metadata)), axis=1))


class FusionWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, image, label, metadata):
        return self.ce(self.net(image, metadata), label)
