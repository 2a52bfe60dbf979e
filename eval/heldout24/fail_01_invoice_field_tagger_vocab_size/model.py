from mindspore import nn


class FieldTagger(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_tags):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.encoder = nn.LSTM(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.proj = nn.Dense(hidden * 2, num_tags)

    def construct(self, ids):
        x = self.embed(ids)
        x, _ = self.encoder(x)
        logits = self.proj(x)
        return logits.transpose(0, 2, 1)
