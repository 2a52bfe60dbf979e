from mindspore import ops

import config


def sigmoid_rampup(epoch):
    """Laine & Aila's exp(-5 (1 - t)^2) ramp for the consistency weight."""
    t = ops.clamp(epoch / config.RAMPUP_EPOCHS, 0.0, 1.0)
    return config.MAX_UNSUP_WEIGHT * ops.exp(-5.0 * (1.0 - t) ** 2)


def consistency(logits1, logits2):
    return ((ops.softmax(logits1, axis=-1) - ops.softmax(logits2, axis=-1)) ** 2).mean()
