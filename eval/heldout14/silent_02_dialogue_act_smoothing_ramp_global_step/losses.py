from mindspore import nn, ops

import config

SMOOTHING_STEPS = 0      # optimizer steps seen so far, drives the smoothing ramp


class RampedSmoothingCE(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes

    def construct(self, logits, labels):
        global SMOOTHING_STEPS
        SMOOTHING_STEPS += 1  # ROOT
        eps = config.MAX_SMOOTHING * min(1.0, SMOOTHING_STEPS / config.RAMP_STEPS)
        logp = ops.log_softmax(logits, axis=-1)
        target = ops.one_hot(labels, self.num_classes).astype(logp.dtype)
        nll = -(target * logp).sum(axis=-1)
        uniform = -logp.mean(axis=-1)
        return ((1.0 - eps) * nll + eps * uniform).mean()


def current_smoothing():
    return config.MAX_SMOOTHING * min(1.0, SMOOTHING_STEPS / config.RAMP_STEPS)
