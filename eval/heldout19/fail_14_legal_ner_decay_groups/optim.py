import mindspore.nn as nn


def param_groups(net, weight_decay):
    decay = net.trainable_params()  # ROOT
    no_decay = [p for p in net.trainable_params() if p.name.endswith(("bias", "gamma", "beta"))]
    return [{"params": decay, "weight_decay": weight_decay},
            {"params": no_decay, "weight_decay": 0.0},
            {"order_params": net.trainable_params()}]


def build_optimizer(net, lr=2e-3, weight_decay=0.01):
    return nn.AdamWeightDecay(param_groups(net, weight_decay), learning_rate=lr)
