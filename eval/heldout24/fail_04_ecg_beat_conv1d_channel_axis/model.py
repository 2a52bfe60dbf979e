from mindspore import nn


def conv_block(c_in, c_out):
    return nn.SequentialCell([
        nn.Conv1d(c_in, c_out, kernel_size=7, pad_mode="same"),
        nn.BatchNorm1d(c_out),
        nn.ReLU(),
        nn.MaxPool1d(kernel_size=2, stride=2),
    ])


class BeatCNN(nn.Cell):
    def __init__(self, channels, num_classes):
        super().__init__()
        blocks, c_in = [], 1
        for c in channels:
            blocks.append(conv_block(c_in, c))
            c_in = c
        self.features = nn.SequentialCell(blocks)
        self.head = nn.Dense(c_in, num_classes)

    def construct(self, x):
        x = self.features(x)
        return self.head(x.mean(axis=-1))
