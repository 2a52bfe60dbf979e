from mindspore import nn

from utils import layer_widths


class FunnelMLP(nn.Cell):
    def __init__(self, in_dim, hidden, depth, num_classes, dropout=0.1):
        super().__init__()
        widths = layer_widths(in_dim, hidden, depth)
        layers = []
        for i in range(depth):
            layers.append(nn.Dense(widths[i], widths[i + 1]))
            layers.append(nn.BatchNorm1d(widths[i]))  # ROOT
            layers.append(nn.ReLU())
            layers.append(nn.Dropout(p=dropout))
        self.body = nn.SequentialCell(layers)
        self.head = nn.Dense(widths[-1], num_classes)

    def construct(self, x):
        return self.head(self.body(x))
