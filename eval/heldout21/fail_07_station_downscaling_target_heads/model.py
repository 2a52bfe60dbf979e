from mindspore import nn, ops

import config as cfg


class DownscalingNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(cfg.N_PREDICTORS, cfg.HIDDEN), nn.GELU(),
                                      nn.Dense(cfg.HIDDEN, cfg.HIDDEN), nn.GELU())
        self.head = nn.Dense(cfg.HIDDEN, len(cfg.TARGETS))  # ROOT
        self.sizes = list(cfg.TARGETS.values())

    def construct(self, x):
        t2m, precip, wind = ops.split(self.head(self.body(x)), self.sizes, axis=-1)
        return t2m, ops.softplus(precip), wind


class StationLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.sizes = list(cfg.TARGETS.values())
        self.w = cfg.LOSS_WEIGHTS

    def construct(self, x, obs):
        t2m, precip, wind = self.net(x)
        o_t, o_p, o_w = ops.split(obs, self.sizes, axis=-1)
        return (self.w[0] * ops.mse_loss(t2m, o_t) + self.w[1] * ops.l1_loss(precip, o_p)
                + self.w[2] * ops.mse_loss(wind, o_w))
