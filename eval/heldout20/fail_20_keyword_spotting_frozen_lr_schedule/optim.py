from mindspore import nn

import config as cfg
from schedule import frozen_then_linear, linear_decay


def build_optimizer(net, steps_per_epoch):
    total = cfg.EPOCHS * steps_per_epoch
    encoder = [p for p in net.trainable_params() if p.name.startswith("encoder.")]
    head = [p for p in net.trainable_params() if not p.name.startswith("encoder.")]
    head_lr = linear_decay(cfg.HEAD_LR, total)
    groups = [
        {"params": encoder, "lr": frozen_then_linear(cfg.ENCODER_LR, total, cfg.FREEZE_STEPS)},
        {"params": head, "lr": head_lr},
    ]
    return nn.Adam(groups, learning_rate=head_lr)
