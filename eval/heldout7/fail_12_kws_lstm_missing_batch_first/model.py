import mindspore as ms
from mindspore import nn, ops


class KeywordSpotter(nn.Cell):
    def __init__(self, n_mfcc, hidden, num_layers, num_keywords):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.input_norm = nn.LayerNorm((n_mfcc,))
        self.lstm = nn.LSTM(n_mfcc, hidden, num_layers=num_layers, has_bias=True)  # ROOT
        self.classifier = nn.Dense(hidden, num_keywords)

    def initial_state(self, batch_size):
        h0 = ops.zeros((self.num_layers, batch_size, self.hidden), ms.float32)
        c0 = ops.zeros((self.num_layers, batch_size, self.hidden), ms.float32)
        return h0, c0

    def construct(self, mfcc):
        x = self.input_norm(mfcc)
        state = self.initial_state(mfcc.shape[0])
        _, (h_n, _) = self.lstm(x, state)
        return self.classifier(h_n[-1])
