from mindspore import nn

HIDDEN = 48


class FramePhoneClassifier(nn.Cell):
    def __init__(self, n_in, n_phones):
        super().__init__()
        self.inp = nn.Dense(n_in, HIDDEN)
        self.rnn = nn.GRU(HIDDEN, HIDDEN, num_layers=1, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(p=0.1)
        self.out = nn.Dense(HIDDEN, n_phones)  # ROOT

    def construct(self, feats):
        h, _ = self.rnn(self.inp(feats))
        return self.out(self.dropout(h))


class FrameCE(nn.Cell):
    def __init__(self, net, n_phones):
        super().__init__()
        self.net = net
        self.n = n_phones
        self.ce = nn.CrossEntropyLoss()

    def construct(self, feats, labels):
        logits = self.net(feats)
        return self.ce(logits.reshape(-1, self.n), labels.reshape(-1))
