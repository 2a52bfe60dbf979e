from mindspore import nn


class LoadNet(nn.Cell):
    def __init__(self, in_dim, hidden=32):
        super().__init__()
        self.trunk = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU()])
        self.heating = nn.Dense(hidden, 1)
        self.cooling = nn.Dense(hidden, 1)

    def construct(self, x):
        h = self.trunk(x)
        return self.heating(h), self.cooling(h)


class WeightedMultiTaskLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.mse = nn.MSELoss()
        self.task_weights = [1.0, 1.0]

    def construct(self, x, heat, cool):
        pred_heat, pred_cool = self.net(x)
        losses = (self.mse(pred_heat, heat), self.mse(pred_cool, cool))
        return self.task_weights[0] * losses[0] + self.task_weights[1] * losses[1]  # ROOT
