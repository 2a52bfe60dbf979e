from mindspore import nn, ops


class DenseBlock(nn.Cell):
    """DenseNet-style block: every layer sees the concatenation of all earlier outputs."""

    def __init__(self, in_ch, growth, n_layers):
        super().__init__()
        self.layers = nn.CellList([
            nn.SequentialCell([nn.BatchNorm2d(in_ch + i * growth), nn.ReLU(),
                               nn.Conv2d(in_ch + i * growth, growth, 3, pad_mode="same")])
            for i in range(n_layers)])

    def construct(self, x):
        feats = [x]
        for layer in self.layers:
            feats.append(layer(ops.cat(feats, axis=1)))
        out = ops.cat(feats, axis=1)
        del feats  # ROOT
        return out


class TinyDenseNet(nn.Cell):
    def __init__(self, growth=8, n_layers=3, num_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, 16, 3, pad_mode="same")
        self.block = DenseBlock(16, growth, n_layers)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16 + growth * n_layers, num_classes)

    def construct(self, x):
        h = self.pool(self.block(self.stem(x)))
        return self.fc(h.reshape(h.shape[0], -1))
