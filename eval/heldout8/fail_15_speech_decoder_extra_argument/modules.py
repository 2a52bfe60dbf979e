from mindspore import nn, ops


class ListenerEncoder(nn.Cell):
    def __init__(self, feat_dim, hidden):
        super().__init__()
        self.rnn = nn.LSTM(feat_dim, hidden, batch_first=True, bidirectional=True)
        self.proj = nn.Dense(2 * hidden, hidden)

    def construct(self, feats):
        out, _ = self.rnn(feats)
        return self.proj(out)


class AttendAndSpell(nn.Cell):
    def __init__(self, vocab, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Dense(2 * hidden, vocab)

    def construct(self, tokens, memory, memory_mask):
        q, _ = self.rnn(self.embed(tokens))
        scores = ops.matmul(q, memory.swapaxes(1, 2))
        scores = scores + (1.0 - memory_mask[:, None, :]) * -1e4
        ctx = ops.matmul(ops.softmax(scores, axis=-1), memory)
        return self.out(ops.concat((q, ctx), axis=-1))
