from mindspore.train import LearningRateScheduler, LossMonitor

from schedule import step_decay


def build_callbacks(steps_per_epoch):
    lr_callback = LearningRateScheduler(step_decay)  # ROOT
    return [LossMonitor(steps_per_epoch), lr_callback]
