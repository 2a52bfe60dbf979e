from mindspore import nn, ops


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.head = nn.Dense(dim, num_classes)

    def construct(self, ids):
        mask = (ids != 0).astype(self.embed.embedding_table.dtype)[..., None]
        pooled = (self.embed(ids) * mask).sum(axis=1) / ops.clamp(mask.sum(axis=1), 1.0)
        return self.head(pooled)
