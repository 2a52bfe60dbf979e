import mindspore.nn as nn

from utils import log_param_summary


def build_optimizer(net, lr):
    trainable = filter(lambda p: p.requires_grad, net.get_parameters())  # ROOT
    log_param_summary(trainable)
    return nn.Adam(trainable, learning_rate=lr)
