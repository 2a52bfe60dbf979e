import mindspore.nn as nn


def cosine_schedule(num_samples, batch_size, epochs, base_lr, min_lr=1e-5):
    steps_per_epoch = num_samples / batch_size  # ROOT
    total_steps = int(steps_per_epoch * epochs)
    lrs = nn.cosine_decay_lr(min_lr, base_lr, total_steps, steps_per_epoch, epochs)
    return lrs
