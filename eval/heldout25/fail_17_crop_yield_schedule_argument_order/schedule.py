import numpy as np
from mindspore import nn


def warmup_cosine(peak_lr, floor_lr, steps_per_epoch, epochs, warmup_epochs):
    warm = nn.warmup_lr(peak_lr, steps_per_epoch * warmup_epochs, steps_per_epoch, warmup_epochs)
    decay_epochs = epochs - warmup_epochs
    cosine = nn.cosine_decay_lr(floor_lr, peak_lr, steps_per_epoch * decay_epochs, steps_per_epoch, decay_epochs)
    return np.asarray(warm + cosine, np.float32)
