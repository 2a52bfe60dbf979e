import mindspore.nn as nn

import config


def step_decay_lr(steps_per_epoch):
    total = steps_per_epoch * config.EPOCHS
    return nn.exponential_decay_lr(config.BASE_LR, config.DECAY_RATE, total, steps_per_epoch,
                                   config.DECAY_EPOCH, is_stair=True)
