from mindspore import nn, ops


class GlucoseSeq2Seq(nn.Cell):
    def __init__(self, hidden, horizon):
        super().__init__()
        self.horizon = horizon
        self.hidden = hidden
        self.encoder = nn.GRUCell(1, hidden)
        self.decoder = nn.GRUCell(1, hidden)
        self.out = nn.Dense(hidden, 1)
        self.teacher_forcing = True

    def construct(self, history, future):
        h = ops.zeros((history.shape[0], self.hidden), history.dtype)
        for t in range(history.shape[1]):
            h = self.encoder(history[:, t, :], h)
        prev = history[:, -1, :]
        preds = []
        for t in range(self.horizon):
            h = self.decoder(prev, h)
            step = self.out(h)
            preds.append(step)
            if self.teacher_forcing:  # ROOT
                prev = future[:, t:t + 1]
            else:
                prev = step
        return ops.concat(preds, axis=1)


class ForecastLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, history, future):
        return self.mse(self.net(history, future), future)
