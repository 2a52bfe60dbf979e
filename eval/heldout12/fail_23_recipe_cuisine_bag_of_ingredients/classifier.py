from mindspore import nn


class CuisineClassifier(nn.Cell):
    def __init__(self, vocab_size, num_cuisines, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(vocab_size, hidden), nn.Tanh(), nn.Dropout(p=0.2), nn.Dense(hidden, num_cuisines))

    def construct(self, bow):
        return self.net(bow)
