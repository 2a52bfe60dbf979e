from mindspore import nn

import config as cfg


def mlp(sizes):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Dense(a, b), nn.ReLU()]
    return nn.SequentialCell(layers)


class ICUMultiTaskNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.trunk = mlp((cfg.N_VITALS,) + cfg.TRUNK)
        self.heads = {name: nn.Dense(cfg.TRUNK[-1], k) for name, k in cfg.TASKS.items()}  # ROOT

    def construct(self, x):
        z = self.trunk(x)
        return (self.heads["mortality"](z), self.heads["los_bucket"](z),
                self.heads["readmission"](z))


class MultiTaskLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()
        self.w = cfg.TASK_WEIGHTS

    def construct(self, x, y_mort, y_los, y_readmit):
        mort, los, readmit = self.net(x)
        return (self.w["mortality"] * self.ce(mort, y_mort)
                + self.w["los_bucket"] * self.ce(los, y_los)
                + self.w["readmission"] * self.ce(readmit, y_readmit))
