from mindspore import nn
from mindspore.train import Model

import config


def build_model(net):
    loss = nn.CrossEntropyLoss(weight=None)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR, weight_decay=1e-4)
    return Model(net, loss_fn=loss, optimizer=optimizer, metrics=config.METRICS)
