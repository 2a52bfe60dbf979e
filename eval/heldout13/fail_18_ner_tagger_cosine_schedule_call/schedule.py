from mindspore import nn


def cosine_schedule(max_lr, min_lr, steps_per_epoch, epochs):
    total = steps_per_epoch * epochs
    return nn.cosine_decay_lr(min_lr, max_lr, total, steps_per_epoch, epochs)
