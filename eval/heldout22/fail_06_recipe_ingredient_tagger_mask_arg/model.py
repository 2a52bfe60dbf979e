import mindspore.nn as nn


class BiGRUTagger(nn.Cell):
    def __init__(self, vocab_size, num_tags, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = nn.GRU(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.proj = nn.Dense(2 * hidden, num_tags)

    def construct(self, ids):
        out, _ = self.rnn(self.embed(ids))
        return self.proj(out)
