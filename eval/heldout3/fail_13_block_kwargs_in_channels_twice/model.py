from mindspore import nn

from blocks import InvertedResidual


def build_stages(stem_channels, stages, block_cfg):
    layers = []
    in_ch = stem_channels
    for out_ch in stages:
        layers.append(InvertedResidual(in_ch, out_ch, **block_cfg))
        in_ch = out_ch
    return nn.SequentialCell(layers), in_ch


class MobileNetTiny(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.stem = nn.Conv2d(3, cfg["stem_channels"], 3, stride=2, pad_mode="same")
        self.stages, out_ch = build_stages(cfg["stem_channels"], cfg["stages"], cfg["block"])
        self.head = nn.Dense(out_ch, cfg["num_classes"])

    def construct(self, x):
        h = self.stages(self.stem(x))
        return self.head(h.mean(axis=(2, 3)))
