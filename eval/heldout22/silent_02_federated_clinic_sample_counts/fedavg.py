import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import RiskMLP


def get_weights(net):
    return {p.name: p.asnumpy().copy() for p in net.trainable_params()}


def set_weights(net, weights):
    for p in net.trainable_params():
        p.set_data(ms.Tensor(weights[p.name]))


def local_update(global_weights, x, y):
    net = RiskMLP()
    set_weights(net, global_weights)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.SGD(net.trainable_params(), learning_rate=config.LEARNING_RATE))
    train_net.set_train()
    for _ in range(config.LOCAL_EPOCHS):
        for s in range(0, len(x), config.BATCH_SIZE):
            train_net(ms.Tensor(x[s:s + config.BATCH_SIZE]), ms.Tensor(y[s:s + config.BATCH_SIZE]))
    return get_weights(net), net.stats["samples"]


def aggregate(updates):
    total = sum(n for _, n in updates)
    coeffs = [n / total for _, n in updates]
    keys = updates[0][0].keys()
    return {k: sum(c * w[k] for c, (w, _) in zip(coeffs, updates)) for k in keys}, coeffs
