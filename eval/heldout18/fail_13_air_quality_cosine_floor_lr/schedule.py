from mindspore import nn


def warmup_cosine(steps_per_epoch, cfg):
    warmup_steps = cfg.WARMUP_EPOCHS * steps_per_epoch
    warmup = [cfg.MAX_LR * (i + 1) / warmup_steps for i in range(warmup_steps)]
    decay_epochs = cfg.EPOCHS - cfg.WARMUP_EPOCHS
    cosine = nn.cosine_decay_lr(cfg.MIN_LR, cfg.MAX_LR, decay_epochs * steps_per_epoch,
                                steps_per_epoch, decay_epochs)
    return warmup + cosine
