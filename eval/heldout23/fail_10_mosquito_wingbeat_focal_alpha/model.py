from mindspore import nn


def conv_block(cin, cout):
    return nn.SequentialCell(
        nn.Conv1d(cin, cout, 7, pad_mode="same", has_bias=False),
        nn.BatchNorm1d(cout), nn.ReLU(), nn.MaxPool1d(2, 2))


class WingbeatNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.SequentialCell(conv_block(1, 16), conv_block(16, 32), conv_block(32, 32))
        self.head = nn.Dense(32, num_classes)

    def construct(self, wave):
        h = self.body(wave)
        return self.head(h.mean(axis=-1))
