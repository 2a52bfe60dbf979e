from mindspore import nn
from mindspore.train import Model

import config as cfg


def regressor():
    sizes = (len(cfg.FEATURES),) + cfg.HIDDEN
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Dense(a, b), nn.ReLU()]
    return nn.SequentialCell(layers + [nn.Dense(sizes[-1], 1)])


def build_model(net):
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR, weight_decay=1e-5)
    return Model(net, loss_fn=nn.MSELoss(), optimizer=opt, metrics=cfg.METRICS)
