import mindspore as ms
from mindspore import nn, ops


class ConvMixerLayer(nn.Cell):
    def __init__(self, dim, kernel_size=3):
        super().__init__()
        self.depthwise = nn.SequentialCell(
            nn.Conv2d(dim, dim, kernel_size, group=dim, pad_mode="same"), nn.GELU(), nn.BatchNorm2d(dim))
        self.pointwise = nn.SequentialCell(nn.Conv2d(dim, dim, 1), nn.GELU(), nn.BatchNorm2d(dim))

    def construct(self, x):
        x = x + self.depthwise(x)
        return self.pointwise(x)


class TokenHead(nn.Cell):
    """Flattens the feature map into tokens and classifies each one (dense prediction)."""

    def __init__(self, dim, n_cls):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.fc = nn.Dense(dim, n_cls)

    def construct(self, fmap):
        tokens = fmap.flatten(start_dim=2).transpose(1, 2)  # ROOT
        return self.fc(self.norm(tokens))


class ConvMixer(nn.Cell):
    def __init__(self, dim=16, depth=2, patch=4, n_cls=3):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, dim, patch, stride=patch), nn.GELU(), nn.BatchNorm2d(dim))
        self.layers = nn.SequentialCell([ConvMixerLayer(dim) for _ in range(depth)])
        self.head = TokenHead(dim, n_cls)

    def construct(self, x):
        return self.head(self.layers(self.stem(x)))
