from mindspore import nn

from layers import ConvNeXtBlock


class TinyConvNeXt(nn.Cell):
    def __init__(self, num_classes=4, dim=16, depth=4, drop_path_rate=0.4):
        super().__init__()
        self.stem = nn.Conv2d(3, dim, 4, stride=4, pad_mode="valid", has_bias=True)
        rates = [drop_path_rate * i / max(depth - 1, 1) for i in range(depth)]
        self.blocks = nn.SequentialCell([ConvNeXtBlock(dim, r) for r in rates])
        self.head = nn.Dense(dim, num_classes)

    def construct(self, x):
        h = self.blocks(self.stem(x))
        return self.head(h.mean(axis=(2, 3)))
