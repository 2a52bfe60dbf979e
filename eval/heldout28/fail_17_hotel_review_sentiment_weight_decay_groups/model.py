from mindspore import nn, ops


class ReviewCNN(nn.Cell):
    def __init__(self, vocab, embed, filters, n_classes):
        super().__init__()
        self.embedding = nn.Embedding(vocab, embed)
        self.conv = nn.Conv1d(embed, filters, 3, pad_mode="same")
        self.norm = nn.LayerNorm((filters,))
        self.fc = nn.Dense(filters, n_classes)

    def construct(self, ids):
        h = self.embedding(ids).transpose(0, 2, 1)           # (batch, embed, seq)
        h = ops.relu(self.conv(h)).max(axis=-1)
        return self.fc(self.norm(h))
