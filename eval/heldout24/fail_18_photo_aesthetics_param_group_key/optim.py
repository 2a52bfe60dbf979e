from mindspore import nn

import config


def param_groups(net):
    backbone = [p for p in net.trainable_params() if p.name.startswith("backbone.")]
    head = [p for p in net.trainable_params() if not p.name.startswith("backbone.")]
    return [
        {"params": backbone, "learning_rate": config.BASE_LR * config.BACKBONE_LR_MULT},  # ROOT
        {"params": head, "weight_decay": config.WEIGHT_DECAY},
    ]


def build_optimizer(net):
    return nn.AdamWeightDecay(param_groups(net), learning_rate=config.BASE_LR)
