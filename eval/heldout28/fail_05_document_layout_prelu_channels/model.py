from mindspore import nn, ops

from blocks import ConvBNAct


class LayoutNet(nn.Cell):
    def __init__(self, stages, num_classes):
        super().__init__()
        self.stages = nn.SequentialCell([ConvBNAct(i, o, stride=2) for i, o in stages])
        self.classifier = nn.Dense(stages[-1][1], num_classes)

    def construct(self, crops):
        feats = self.stages(crops)
        return self.classifier(ops.mean(feats, axis=(2, 3)))
