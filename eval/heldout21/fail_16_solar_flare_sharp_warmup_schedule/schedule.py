from mindspore import nn


def warmup_then_cosine(base_lr, min_lr, steps_per_epoch, epochs, warmup_epochs):
    total = steps_per_epoch * epochs
    warm = nn.warmup_lr(base_lr, total, steps_per_epoch, warmup_epochs)
    cosine = nn.cosine_decay_lr(min_lr, base_lr, total, steps_per_epoch, epochs)
    n_warm = steps_per_epoch * warmup_epochs
    return warm[:n_warm] + cosine[n_warm:]
