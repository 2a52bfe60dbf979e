from mindspore import nn

import config


def step_decay(steps_per_epoch):
    """Per-step learning rates: halve the LR every DECAY_EVERY epochs (staircase)."""
    total = config.EPOCHS * steps_per_epoch
    return nn.exponential_decay_lr(config.BASE_LR, config.DECAY_RATE, total, steps_per_epoch,
                                   config.DECAY_EVERY, is_stair=True)
