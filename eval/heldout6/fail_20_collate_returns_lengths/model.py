from mindspore import nn


class CNNTextClassifier(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.conv = nn.Conv1d(dim, dim, 3, pad_mode="same")
        self.fc = nn.Dense(dim, num_classes)

    def construct(self, ids):
        h = self.embed(ids).transpose(0, 2, 1)
        h = self.conv(h).max(axis=-1)
        return self.fc(h)
