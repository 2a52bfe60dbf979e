from mindspore import nn, ops


class MurmurCNN(nn.Cell):
    def __init__(self, in_channels, kernel):
        super().__init__()
        self.conv = nn.Conv1d(in_channels, 16, kernel, pad_mode="valid")
        self.act = nn.ReLU()
        self.head = nn.Dense(16, 2)

    def construct(self, x):
        h = self.act(self.conv(x))
        return self.head(h.max(axis=-1))
