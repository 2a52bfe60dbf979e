import config


def step_decay(epoch):
    """torch.optim.lr_scheduler.StepLR(step_size=DECAY_EVERY, gamma=GAMMA), written as a LambdaLR function."""
    return config.BASE_LR * config.GAMMA ** (epoch // config.DECAY_EVERY)
