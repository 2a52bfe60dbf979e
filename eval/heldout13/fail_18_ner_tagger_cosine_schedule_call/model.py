from mindspore import nn, ops


class BiGRUTagger(nn.Cell):
    def __init__(self, vocab, embed, hidden, num_tags):
        super().__init__()
        self.embed = nn.Embedding(vocab, embed)
        self.rnn = nn.GRU(embed, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Dense(2 * hidden, num_tags)

    def construct(self, tokens):
        h, _ = self.rnn(self.embed(tokens))
        return self.out(h)


class TokenLoss(nn.Cell):
    def __init__(self, net, num_tags):
        super().__init__()
        self.net = net
        self.num_tags = num_tags
        self.ce = nn.CrossEntropyLoss()

    def construct(self, tokens, tags):
        logits = self.net(tokens)
        return self.ce(ops.reshape(logits, (-1, self.num_tags)), ops.reshape(tags, (-1,)))
