import mindspore as ms
from mindspore import nn, ops


class GRUTagger(nn.Cell):
    def __init__(self, vocab, emb, hidden, num_tags):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.gru = nn.GRU(emb, hidden, batch_first=True)
        self.out = nn.Dense(hidden, num_tags)

    def construct(self, ids, lengths):
        h, _ = self.gru(self.embed(ids), seq_length=lengths)
        return self.out(h)
