import mindspore.nn as nn
import mindspore.ops as ops


def conv_stage(cin, cout):
    return nn.SequentialCell([nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
                              nn.MaxPool2d(2, 2)])


class LandCoverNet(nn.Cell):
    """'Pretrained' backbone + new head. Stages not in self.unfrozen get no gradient."""

    def __init__(self, bands, num_classes, stage_names):
        super().__init__()
        self.stage_names = stage_names
        self.stages = nn.CellList([conv_stage(bands, 16), conv_stage(16, 32), conv_stage(32, 32)])
        self.head = nn.Dense(32, num_classes)
        self.unfrozen = {"head"}

    def construct(self, x):
        for i in range(len(self.stages)):
            x = self.stages[i](x)
            if self.stage_names[i] not in self.unfrozen:  # ROOT
                x = ops.stop_gradient(x)
        return self.head(ops.mean(x, axis=(2, 3)))
