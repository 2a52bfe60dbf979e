import mindspore.nn as nn
import mindspore.ops as ops


def stage(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
        nn.MaxPool2d(kernel_size=2, stride=2),
    ])


class MorphologyNet(nn.Cell):
    def __init__(self, bands, num_classes, base_width, num_stages):
        super().__init__()
        widths = [bands] + [base_width * 2 ** i for i in range(num_stages)]
        self.features = nn.SequentialCell([stage(widths[i], widths[i + 1]) for i in range(num_stages)])
        self.classifier = nn.Dense(widths[-1], num_classes)

    def construct(self, x):
        fmap = self.features(x)
        return self.classifier(ops.mean(fmap, axis=(2, 3)))
