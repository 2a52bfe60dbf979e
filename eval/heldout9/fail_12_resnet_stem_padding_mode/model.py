from mindspore import nn

from layers import BasicBlock, make_stem


class SmallResNet(nn.Cell):
    def __init__(self, in_channels, stem_channels, stem_kernel, stem_stride, stem_padding,
                 stage_channels, num_classes):
        super().__init__()
        self.stem = make_stem(in_channels, stem_channels, stem_kernel, stem_stride, stem_padding)
        blocks = []
        ch = stem_channels
        for i, out_ch in enumerate(stage_channels):
            blocks.append(BasicBlock(ch, out_ch, 1 if i == 0 else 2))
            ch = out_ch
        self.stages = nn.SequentialCell(blocks)
        self.head = nn.Dense(ch, num_classes)

    def construct(self, x):
        h = self.stages(self.stem(x))
        return self.head(h.mean(axis=(2, 3)))
