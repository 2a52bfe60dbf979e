from mindspore import nn


def stage(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU(), nn.MaxPool2d(2, 2))


class ConvBackbone(nn.Cell):
    """Conv-4 backbone used in few-shot literature; output is flattened."""

    def __init__(self, width=16):
        super().__init__()
        self.stages = nn.SequentialCell(stage(3, width), stage(width, width),
                                        stage(width, width * 2), stage(width * 2, width * 2))
        self.flatten = nn.Flatten()

    def construct(self, x):
        return self.flatten(self.stages(x))
