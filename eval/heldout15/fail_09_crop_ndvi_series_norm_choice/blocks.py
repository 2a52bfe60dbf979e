import mindspore.nn as nn


class ChannelLayerNorm(nn.Cell):
    """LayerNorm over the channel axis of a (B, C, T) map."""

    def __init__(self, channels):
        super().__init__()
        self.ln = nn.LayerNorm((channels,))

    def construct(self, x):
        return self.ln(x.swapaxes(1, 2)).swapaxes(1, 2)


class ConvBlock(nn.Cell):
    def __init__(self, cin, cout, kernel, norm, dropout):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, kernel, pad_mode="same")
        if norm == "batchnorm":
            self.norm = nn.BatchNorm1d(cout)
        elif norm == "layernorm":
            self.norm = ChannelLayerNorm(cout)
        elif norm == "none":
            self.norm = nn.Identity()
        self.act = nn.ReLU()
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x):
        return self.drop(self.act(self.norm(self.conv(x))))


class TempCNN(nn.Cell):
    def __init__(self, bands, widths, kernel, norm, dropout, num_classes):
        super().__init__()
        layers, cin = [], bands
        for w in widths:
            layers.append(ConvBlock(cin, w, kernel, norm, dropout))
            cin = w
        self.body = nn.SequentialCell(layers)
        self.head = nn.Dense(cin, num_classes)

    def construct(self, x):
        return self.head(self.body(x).max(axis=2))
