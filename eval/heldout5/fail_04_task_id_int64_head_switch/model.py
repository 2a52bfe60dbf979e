from mindspore import nn


class MultiTaskRegressor(nn.Cell):
    def __init__(self, in_dim, hidden, num_tasks):
        super().__init__()
        self.trunk = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.Tanh(), nn.Dense(hidden, hidden), nn.Tanh()])
        self.heads = nn.CellList([nn.Dense(hidden, 1) for _ in range(num_tasks)])

    def construct(self, x, task_id):
        h = self.trunk(x)
        return self.heads[task_id](h)
