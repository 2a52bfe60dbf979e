from mindspore import nn

from metrics import STATS


class CharLM(nn.Cell):
    def __init__(self, vocab=20, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.out = nn.Dense(dim, vocab)

    def construct(self, ids):
        STATS["tokens"] += ids.shape[0] * ids.shape[1]  # ROOT
        h, _ = self.rnn(self.embed(ids))
        return self.out(h)
