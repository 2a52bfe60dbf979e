import mindspore as ms
from mindspore import nn


class Teacher(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(cfg.in_dim, cfg.hidden), nn.ReLU(),
            nn.Dense(cfg.hidden, cfg.hidden), nn.ReLU(),
            nn.Dense(cfg.hidden, cfg.n_classes),
        )

    def construct(self, x):
        return self.net(x)


class Student(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.fc1 = nn.Dense(cfg.in_dim, cfg.hidden, dtype=cfg.param_dtype)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(cfg.hidden, cfg.n_classes, dtype=cfg.param_dtype)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))
