from mindspore import nn

from hparams import BASE_LR, DECAY_EPOCHS, EPOCHS, GAMMA


def multistep_lr(steps_per_epoch):
    """Per-step learning rates equivalent to torch's MultiStepLR."""
    total_steps = EPOCHS * steps_per_epoch
    milestones = [e * steps_per_epoch for e in DECAY_EPOCHS]  # ROOT
    values = [BASE_LR * GAMMA ** i for i in range(len(DECAY_EPOCHS) + 1)]
    lrs = nn.piecewise_constant_lr(milestones, values)
    assert len(lrs) == total_steps
    return lrs
