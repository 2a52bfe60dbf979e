from mindspore import nn, ops


class ActObserver(nn.Cell):
    """Identity layer that records the activation range seen during calibration."""

    def __init__(self, name, stats):
        super().__init__()
        self.name = name
        self.stats = stats
        self.calibrating = False

    def construct(self, x):
        if self.calibrating:
            self.stats[self.name] = ops.abs(x).max()  # ROOT
        return x


def int8_scales(stats, names, default_range=1.0):
    scales = {}
    for n in names:
        rng = float(stats[n].asnumpy()) if n in stats else default_range
        scales[n] = rng / 127.0
    return scales
