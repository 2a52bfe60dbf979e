import mindspore.nn as nn
import mindspore.ops as ops


class BreedNet(nn.Cell):
    def __init__(self, num_breeds):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        self.head = nn.Dense(32, num_breeds)

    def construct(self, x):
        return self.head(ops.mean(self.features(x), axis=(2, 3)))


class EvalWithLoss(nn.Cell):
    """Returns (loss, logits, label) so Model.eval can report the validation loss too."""

    def __init__(self, net, loss_fn):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss_fn = loss_fn

    def construct(self, image, label):
        logits = self.net(image)
        return self.loss_fn(logits, label), logits, label
