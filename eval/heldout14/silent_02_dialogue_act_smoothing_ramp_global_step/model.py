from mindspore import nn


class ActClassifier(nn.Cell):
    def __init__(self, vocab_size, embed, num_acts):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed, padding_idx=0)
        self.head = nn.SequentialCell(nn.Dense(embed, embed), nn.Tanh(), nn.Dense(embed, num_acts))

    def construct(self, tokens):
        mask = (tokens > 0).astype(self.embed.embedding_table.dtype).expand_dims(-1)
        pooled = (self.embed(tokens) * mask).sum(axis=1) / mask.sum(axis=1).clip(1.0, None)
        return self.head(pooled)
