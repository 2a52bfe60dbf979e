from mindspore import nn


class CharLSTM(nn.Cell):
    def __init__(self, vocab_size, embed, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed)
        self.lstm = nn.LSTM(embed, hidden, batch_first=True)
        self.proj = nn.Dense(hidden, vocab_size)

    def construct(self, inputs):
        out, _ = self.lstm(self.embed(inputs))
        return self.proj(out)


class NextCharLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, inputs, targets):
        logits = self.net(inputs)
        return self.ce(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))
