import mindspore.nn as nn


class CharLM(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim)
        self.rnn = nn.GRU(embed_dim, hidden, batch_first=True)
        self.out = nn.Dense(hidden, vocab_size)

    def construct(self, tokens):
        h, _ = self.rnn(self.embed(tokens))
        return self.out(h)


class NextCharLoss(nn.Cell):
    def __init__(self, lm, vocab_size, pad_id):
        super().__init__()
        self.lm = lm
        self.vocab_size = vocab_size
        self.ce = nn.CrossEntropyLoss(ignore_index=pad_id)

    def construct(self, seq):
        inputs, targets = seq[:, :-1], seq[:, 1:]
        logits = self.lm(inputs)
        return self.ce(logits.reshape(-1, self.vocab_size), targets.reshape(-1))
