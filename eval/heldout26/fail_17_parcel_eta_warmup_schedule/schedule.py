import mindspore.nn as nn
from mindspore.nn.learning_rate_schedule import LearningRateSchedule


class WarmupThenConstant(LearningRateSchedule):
    def __init__(self, base_lr, warmup_steps):
        super().__init__()
        self.warmup = nn.WarmUpLR(base_lr, warmup_steps)
        self.warmup_steps = warmup_steps
        self.base_lr = base_lr

    def construct(self, global_step):
        if global_step < self.warmup_steps:
            return self.warmup(global_step)
        return self.base_lr + 0.0 * global_step


def build_schedule(base_lr, fraction, total_steps):
    warmup_steps = int(fraction * total_steps)  # ROOT
    return WarmupThenConstant(base_lr, warmup_steps)
