from mindspore import nn


def warmup_cosine(base_lr, steps_per_epoch, epochs, warmup_epochs):
    warm = nn.warmup_lr(base_lr, steps_per_epoch * warmup_epochs, steps_per_epoch, warmup_epochs)
    decay_epochs = epochs - warmup_epochs
    decay = nn.cosine_decay_lr(base_lr * 0.01, base_lr, steps_per_epoch * decay_epochs,
                               steps_per_epoch, decay_epochs)
    return warm + decay
