from mindspore import nn
from mindspore.train import Model

import config


def build_model(net):
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    return Model(net, nn.CrossEntropyLoss(), opt, metrics=set(config.METRICS))
