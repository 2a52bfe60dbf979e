from mindspore import ops


def repeat_over_time(static, steps):
    """(batch, features) -> (batch, steps, features)"""
    return ops.tile(static.expand_dims(1), (1, steps, 1))
