import mindspore.nn as nn


def multistep_lr(base_lr, gamma, decay_epochs, epochs, steps_per_epoch):
    """Step decay at the given epochs (like torch's MultiStepLR), as a per-step learning-rate list."""
    milestones = [e * steps_per_epoch for e in decay_epochs]  # ROOT
    rates = [base_lr * gamma ** i for i in range(len(decay_epochs) + 1)]
    return nn.piecewise_constant_lr(milestones, rates)
