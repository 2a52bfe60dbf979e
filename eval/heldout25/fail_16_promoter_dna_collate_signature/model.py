from mindspore import nn


class MotifCNN(nn.Cell):
    def __init__(self, channels=16):
        super().__init__()
        self.embed = nn.Embedding(5, 8, padding_idx=0)
        self.conv = nn.Conv1d(8, channels, 6, pad_mode="same")
        self.act = nn.ReLU()
        self.head = nn.Dense(channels, 2)

    def construct(self, seq):
        h = self.act(self.conv(self.embed(seq).transpose(0, 2, 1)))
        return self.head(h.max(axis=2))
