from mindspore import nn, ops


class RiskNet(nn.Cell):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU(),
                                       nn.Dense(hidden, 2)])

    def construct(self, x):
        logits = self.body(x)
        if hasattr(self, "temperature"):  # ROOT
            logits = logits / self.temperature
        return logits


def predict_proba(net, x):
    return ops.softmax(net(x), axis=-1)[:, 1]
