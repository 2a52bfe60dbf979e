from mindspore import nn


class BiLSTMTagger(nn.Cell):
    def __init__(self, vocab_size, num_tags, embed_dim=16, hidden=16):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.lstm = nn.LSTM(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.proj = nn.Dense(2 * hidden, num_tags)

    def construct(self, ids):
        h, _ = self.lstm(self.embed(ids))
        return self.proj(h)
