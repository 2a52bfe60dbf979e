import mindspore.nn as nn

import config


def param_groups(net):
    params = net.trainable_params()
    no_decay = [p for p in params if p.name.endswith("bias") or "layer_norm" in p.name]
    decay = [p for p in params if "weight" in p.name or "gamma" in p.name or "embedding" in p.name]  # ROOT
    return [
        {"params": decay, "weight_decay": config.WEIGHT_DECAY},
        {"params": no_decay, "weight_decay": 0.0},
        {"order_params": params},
    ]


def build_optimizer(net):
    return nn.AdamWeightDecay(param_groups(net), learning_rate=config.LR)
