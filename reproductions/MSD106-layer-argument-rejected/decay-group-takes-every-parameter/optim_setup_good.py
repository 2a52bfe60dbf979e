import mindspore.nn as nn


def param_groups(net, weight_decay):
    decay = [p for p in net.trainable_params() if not p.name.endswith(("bias", "gamma", "beta"))]
    no_decay = [p for p in net.trainable_params() if p.name.endswith(("bias", "gamma", "beta"))]
    return [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]
