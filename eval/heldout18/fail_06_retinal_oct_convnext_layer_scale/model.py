from mindspore import nn, ops

from layers import ConvNeXtBlock, Downsample


class OctNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.stem = nn.Conv2d(1, cfg.STEM_CH, 4, stride=4, has_bias=True)
        cells, c_in = [], cfg.STEM_CH
        for c_out in cfg.STAGES:
            if c_out != c_in:
                cells.append(Downsample(c_in, c_out))
            cells.append(ConvNeXtBlock(c_out, cfg.LAYER_SCALE_INIT))
            c_in = c_out
        self.stages = nn.SequentialCell(cells)
        self.head = nn.Dense(c_in, len(cfg.CLASSES))

    def construct(self, x):
        x = self.stages(self.stem(x))
        return self.head(x.mean(axis=(2, 3)))
