from mindspore import nn


class BiGRUTagger(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_tags):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = nn.GRU(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Dense(2 * hidden, num_tags)

    def construct(self, ids):
        h, _ = self.rnn(self.embed(ids))
        return self.out(h)


class TaggerWithLoss(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__()
        self.net = net
        self.loss_fn = loss_fn

    def construct(self, ids, tags, mask):
        return self.loss_fn(self.net(ids), tags, mask)
