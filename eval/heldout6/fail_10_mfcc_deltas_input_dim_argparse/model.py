from mindspore import nn


class KeywordSpotter(nn.Cell):
    def __init__(self, input_dim, hidden, num_keywords):
        super().__init__()
        self.rnn = nn.LSTM(input_dim, hidden, num_layers=1, batch_first=True)
        self.fc = nn.Dense(hidden, num_keywords)

    def construct(self, feats):
        out, _ = self.rnn(feats)
        return self.fc(out[:, -1])
