from mindspore import ops


def bce_with_logits(logits, target):
    return ops.binary_cross_entropy_with_logits(
        logits, target, ops.ones_like(logits), ops.ones_like(logits))


def task_term(loss, weight):
    """Scale one task's loss; a task switched off in the config contributes nothing."""
    if weight == 0:
        return 0.0  # ROOT
    return loss * weight
