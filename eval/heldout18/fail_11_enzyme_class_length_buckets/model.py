from mindspore import nn, ops


class EnzymeCNN(nn.Cell):
    def __init__(self, vocab, embed_dim, channels, n_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab, embed_dim, padding_idx=0)
        self.conv3 = nn.Conv1d(embed_dim, channels, 3, pad_mode="same")
        self.conv7 = nn.Conv1d(embed_dim, channels, 7, pad_mode="same")
        self.head = nn.Dense(2 * channels, n_classes)

    def construct(self, residues):
        x = self.embed(residues).transpose(0, 2, 1)
        h = ops.cat((ops.relu(self.conv3(x)), ops.relu(self.conv7(x))), axis=1)
        return self.head(h.max(axis=2))
