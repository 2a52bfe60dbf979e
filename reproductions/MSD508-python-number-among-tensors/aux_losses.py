from mindspore import ops


def weighted(loss, weight):
    if weight <= 0:
        return 0.0  # expect: MSD508
    return loss * weight


def smoothness(pred):
    return ops.abs(pred[:, 1:] - pred[:, :-1]).mean()
