from mindspore import nn


class PriorityNet(nn.Cell):
    def __init__(self, vocab_size, embed_dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.head = nn.Dense(embed_dim, num_classes)

    def construct(self, ids):
        return self.head(self.embed(ids).max(axis=1))
