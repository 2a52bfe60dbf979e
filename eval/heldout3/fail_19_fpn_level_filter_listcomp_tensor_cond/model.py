from mindspore import nn, ops


class PyramidEncoder(nn.Cell):
    def __init__(self, width=8, levels=3):
        super().__init__()
        self.stem = nn.Conv2d(3, width, 3, pad_mode="same")
        self.downs = nn.CellList([nn.Conv2d(width, width, 3, stride=2, pad_mode="same") for _ in range(levels - 1)])

    def construct(self, x):
        feats = [self.stem(x)]
        for down in self.downs:
            feats.append(down(feats[-1]))
        return feats


class GlobalFusion(nn.Cell):
    """Pools every pyramid level and averages the levels that carry signal."""

    def __init__(self, width=8, num_classes=5):
        super().__init__()
        self.encoder = PyramidEncoder(width)
        self.fc = nn.Dense(width, num_classes)

    def construct(self, x):
        pooled = [f.mean(axis=(2, 3)) for f in self.encoder(x)]
        active = [p for p in pooled if p.abs().max() > 1e-3]  # ROOT
        fused = ops.stack(active).mean(axis=0)
        return self.fc(fused)
