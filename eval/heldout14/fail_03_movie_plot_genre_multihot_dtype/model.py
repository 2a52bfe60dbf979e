from mindspore import nn


class GenreTagger(nn.Cell):
    def __init__(self, vocab_size, hidden, num_genres):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(vocab_size, hidden), nn.ReLU(), nn.Dropout(p=0.1))
        self.head = nn.Dense(hidden, num_genres)

    def construct(self, bow):
        return self.head(self.encoder(bow))
