from mindspore import nn

import config


def param_groups(net):
    """AdamW convention: no weight decay on biases, norm scales and embeddings."""
    params = net.trainable_params()
    no_decay = [p for p in params if p.name.endswith(config.NO_DECAY_SUFFIXES)]
    decay = [p for p in params]  # ROOT
    return [
        {"params": decay, "weight_decay": config.WEIGHT_DECAY},
        {"params": no_decay, "weight_decay": 0.0},
    ]


def build_optimizer(net):
    return nn.AdamWeightDecay(param_groups(net), learning_rate=config.LR)
