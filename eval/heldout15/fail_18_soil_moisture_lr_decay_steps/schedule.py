import mindspore.nn as nn

import config


def decayed_lr(steps_per_epoch):
    """Per-step learning rates: halve the rate every DECAY_EPOCHS epochs (natural-exp style)."""
    return nn.natural_exp_decay_lr(config.BASE_LR, config.DECAY_RATE,
                                   total_step=steps_per_epoch * config.EPOCHS,
                                   step_per_epoch=steps_per_epoch,
                                   decay_epoch=config.DECAY_EPOCHS, is_stair=True)
