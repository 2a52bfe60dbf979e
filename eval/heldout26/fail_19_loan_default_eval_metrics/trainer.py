import mindspore.nn as nn
from mindspore.train import Model

import config


def build_model(net):
    loss = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR, weight_decay=1e-4)
    return Model(net, loss_fn=loss, optimizer=opt, metrics=set(config.METRICS))
