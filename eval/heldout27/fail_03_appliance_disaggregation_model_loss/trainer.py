import mindspore.nn as nn
from mindspore.train import Model

import config


def build_trainer(net):
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, optimizer=opt)  # ROOT
    return model


def mean_abs_error(net, dataset):
    net.set_train(False)
    errs = [float(abs(net(x) - y).mean().asnumpy()) for x, y in dataset.create_tuple_iterator()]
    return sum(errs) / len(errs)
