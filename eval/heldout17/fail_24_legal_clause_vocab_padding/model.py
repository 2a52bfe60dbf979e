from mindspore import nn, ops


class ClauseClassifier(nn.Cell):
    def __init__(self, vocab_size, pad_id, num_labels, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.encoder = nn.Conv1d(dim, dim, 3, pad_mode="same")
        self.head = nn.Dense(dim, num_labels)

    def construct(self, ids):
        x = self.embed(ids).transpose(0, 2, 1)
        x = ops.relu(self.encoder(x))
        return self.head(ops.amax(x, axis=-1))
