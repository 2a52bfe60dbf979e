from mindspore import nn


class NoisyLabelNet(nn.Cell):
    def __init__(self, in_dim, num_classes):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(in_dim, 32), nn.ReLU(), nn.Dense(32, num_classes)])

    def construct(self, x):
        return self.mlp(x)


class TrainWrapper(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__()
        self.net, self.loss_fn = net, loss_fn

    def construct(self, x, labels, valid):
        return self.loss_fn(self.net(x), labels, valid)
