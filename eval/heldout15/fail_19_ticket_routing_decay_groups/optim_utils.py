import mindspore.nn as nn

NO_DECAY_KEYS = ("bias", "gamma", "beta", "embedding")


def is_no_decay(name):
    return any(key in name for key in NO_DECAY_KEYS)


def grouped_params(net, weight_decay):
    params = net.trainable_params()
    no_decay = [p for p in params if is_no_decay(p.name)]
    decay = [p for p in params if is_no_decay(p.name) or p.ndim > 1]  # ROOT
    return [{"params": decay, "weight_decay": weight_decay},
            {"params": no_decay, "weight_decay": 0.0},
            {"order_params": params}]


def build_optimizer(net, lr, weight_decay):
    return nn.AdamWeightDecay(grouped_params(net, weight_decay), learning_rate=lr)
