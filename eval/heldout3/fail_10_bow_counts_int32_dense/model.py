from mindspore import nn


class BowClassifier(nn.Cell):
    def __init__(self, vocab_size, hidden=8, num_classes=2):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(vocab_size, hidden), nn.Tanh(), nn.Dense(hidden, num_classes))

    def construct(self, counts):
        return self.mlp(counts)
