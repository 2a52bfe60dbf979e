from mindspore import nn, ops


class SharedBottom(nn.Cell):
    def __init__(self, in_dim, hidden, num_tasks):
        super().__init__()
        self.trunk = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU()])
        self.heads = nn.CellList([nn.Dense(hidden, 1) for _ in range(num_tasks)])

    def construct(self, x):
        h = self.trunk(x)
        return ops.concat([head(h) for head in self.heads], axis=1)


class WeightedTaskLoss(nn.Cell):
    def __init__(self, net, num_tasks):
        super().__init__()
        self.net = net
        self.num_tasks = num_tasks
        self.task_weights = [1.0] * num_tasks

    def construct(self, x, y):
        pred = self.net(x)
        total = 0.0
        for i in range(self.num_tasks):
            total = total + self.task_weights[i] * ops.square(pred[:, i] - y[:, i]).mean()  # ROOT
        return total
