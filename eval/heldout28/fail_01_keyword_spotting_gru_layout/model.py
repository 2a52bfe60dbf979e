import mindspore as ms
from mindspore import nn, ops


class KeywordSpotter(nn.Cell):
    """Dense frontend -> GRU over frames -> classifier on the last state."""

    def __init__(self, n_mels, hidden, num_classes):
        super().__init__()
        self.hidden = hidden
        self.frontend = nn.Dense(n_mels, hidden, activation="relu")
        self.rnn = nn.GRU(hidden, hidden, num_layers=1, has_bias=True)  # ROOT
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(hidden, num_classes)

    def construct(self, feats):
        x = self.frontend(feats)                                  # (batch, frames, hidden)
        h0 = ops.zeros((1, x.shape[0], self.hidden), ms.float32)
        out, _ = self.rnn(x, h0)
        last = out[:, -1, :]
        return self.classifier(self.dropout(last))
