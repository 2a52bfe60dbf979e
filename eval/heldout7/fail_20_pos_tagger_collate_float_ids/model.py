from mindspore import nn


class BiGRUTagger(nn.Cell):
    def __init__(self, vocab_size, num_tags, embed_dim=16, hidden=16):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.encoder = nn.GRU(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(2 * hidden, num_tags)

    def construct(self, token_ids):
        h, _ = self.encoder(self.embedding(token_ids))
        return self.classifier(self.dropout(h))
