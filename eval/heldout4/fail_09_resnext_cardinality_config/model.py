from mindspore import nn

from layers import conv_bn, GroupedBottleneck


class MiniResNeXt(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.stem = nn.SequentialCell([conv_bn(3, cfg["stem_channels"], 3), nn.ReLU()])
        blocks, in_ch = [], cfg["stem_channels"]
        for i, ch in enumerate(cfg["stage_channels"]):
            blocks.append(GroupedBottleneck(in_ch, ch, 1 if i == 0 else 2, cfg["cardinality"]))
            in_ch = ch
        self.stages = nn.SequentialCell(blocks)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(in_ch, cfg["num_classes"])

    def construct(self, x):
        x = self.pool(self.stages(self.stem(x)))
        return self.fc(x.reshape(x.shape[0], -1))
