import mindspore as ms
from mindspore import nn, ops


class LeafNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
        ])
        self.classifier = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.classifier(self.features(x).mean(axis=(2, 3)))


class SmoothedCE(nn.Cell):
    def __init__(self, num_classes, smoothing):
        super().__init__()
        self.num_classes = num_classes
        self.on_value = ms.Tensor(1.0 - smoothing, ms.float32)
        self.off_value = ms.Tensor(smoothing / (num_classes - 1), ms.float32)

    def construct(self, logits, labels):
        target = ops.one_hot(labels, self.num_classes, self.on_value, self.off_value)
        return -(target * ops.log_softmax(logits, axis=-1)).sum(axis=-1).mean()
