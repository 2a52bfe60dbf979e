from mindspore import ops


def repeat_over_time(static, steps):
    """(batch, features) -> (batch, steps, features)"""
    return ops.tile(static.expand_dims(2), (1, steps, 1))  # expect: MSD412
