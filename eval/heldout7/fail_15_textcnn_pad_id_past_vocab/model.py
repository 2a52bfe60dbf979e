from mindspore import nn, ops


class TextCNN(nn.Cell):
    def __init__(self, vocab_size, embed_dim, num_filters, kernel_sizes, num_classes, pad_id):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_id)
        self.convs = nn.CellList([
            nn.Conv1d(embed_dim, num_filters, k, pad_mode="pad", padding=k // 2) for k in kernel_sizes
        ])
        self.dropout = nn.Dropout(p=0.3)
        self.fc = nn.Dense(num_filters * len(kernel_sizes), num_classes)

    def construct(self, ids):
        emb = self.embedding(ids).transpose(0, 2, 1)
        pooled = [ops.relu(conv(emb)).max(axis=-1) for conv in self.convs]
        return self.fc(self.dropout(ops.concat(pooled, axis=1)))
