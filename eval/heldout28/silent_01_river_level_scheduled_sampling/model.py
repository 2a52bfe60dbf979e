import random

import mindspore as ms
from mindspore import nn, ops


class GaugeSeq2Seq(nn.Cell):
    def __init__(self, hidden, horizon, teacher_forcing):
        super().__init__()
        self.encoder = nn.GRU(1, hidden, batch_first=True)
        self.cell = nn.GRUCell(1, hidden)
        self.out = nn.Dense(hidden, 1)
        self.horizon = horizon
        self.teacher_forcing = teacher_forcing

    def construct(self, history, future):
        _, h = self.encoder(history)
        h = h[0]
        inp = history[:, -1, :]
        preds = []
        forced = ops.zeros((), ms.float32)
        for t in range(self.horizon):
            h = self.cell(inp, h)
            y = self.out(h)
            preds.append(y)
            if random.random() < self.teacher_forcing:  # ROOT
                inp = future[:, t, :]
                forced = forced + 1
            else:
                inp = y
        return ops.stack(preds, axis=1), forced


class ForecastLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, history, future):
        preds, _ = self.net(history, future)
        return ops.mean(ops.abs(preds - future))
