import mindspore as ms
from mindspore import nn, ops


class Seq2SeqForecaster(nn.Cell):
    def __init__(self, num_features, hidden):
        super().__init__()
        self.encoder = nn.GRU(num_features, hidden, batch_first=True)
        self.decoder = nn.GRUCell(1, hidden)
        self.out = nn.Dense(hidden, 1)

    def construct(self, x, steps):
        _, h = self.encoder(x)
        h = h[0]
        y_prev = x[:, -1, 0:1]
        preds = []
        for _ in range(steps):
            h = self.decoder(y_prev, h)
            y_prev = self.out(h)
            preds.append(y_prev)
        return ops.concat(preds, axis=1)
