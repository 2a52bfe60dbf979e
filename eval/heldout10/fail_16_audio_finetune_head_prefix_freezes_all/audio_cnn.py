from mindspore import nn


class AudioBackbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block1 = nn.SequentialCell(nn.Conv2d(1, 16, 3), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.block2 = nn.SequentialCell(nn.Conv2d(16, 32, 3), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.pool = nn.AdaptiveAvgPool2d(1)

    def construct(self, x):
        return self.pool(self.block2(self.block1(x))).reshape(x.shape[0], -1)


class EventClassifier(nn.Cell):
    def __init__(self, num_events):
        super().__init__()
        self.backbone = AudioBackbone()
        self.head = nn.SequentialCell(nn.Dropout(p=0.2), nn.Dense(32, num_events))

    def construct(self, spec):
        return self.head(self.backbone(spec))
