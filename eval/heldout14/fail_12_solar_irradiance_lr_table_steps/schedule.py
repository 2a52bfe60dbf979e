from mindspore import nn


def cosine_table(num_samples, batch_size, epochs, max_lr, min_lr):
    """Per-step learning rates, one entry for every optimizer step of the run."""
    steps_per_epoch = num_samples // batch_size  # ROOT
    total = steps_per_epoch * epochs
    return nn.cosine_decay_lr(min_lr, max_lr, total, steps_per_epoch, epochs)
