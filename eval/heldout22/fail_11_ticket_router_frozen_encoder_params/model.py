import mindspore.nn as nn


class BagEncoder(nn.Cell):
    """Stand-in for the shared, pre-trained ticket encoder."""

    def __init__(self, vocab_size, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.proj = nn.Dense(embed_dim, hidden, activation="tanh")

    def construct(self, ids):
        mask = (ids > 0).astype(self.embed.embedding_table.dtype).expand_dims(-1)
        pooled = (self.embed(ids) * mask).sum(axis=1) / mask.sum(axis=1).clip(1.0, None)
        return self.proj(pooled)


class TicketRouter(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_queues):
        super().__init__()
        self.encoder = BagEncoder(vocab_size, embed_dim, hidden)
        self.head = nn.Dense(hidden, num_queues)

    def construct(self, ids):
        return self.head(self.encoder(ids))


def freeze(cell):
    for p in cell.get_parameters():
        p.requires_grad = False
