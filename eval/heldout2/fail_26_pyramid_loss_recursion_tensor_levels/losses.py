from mindspore import nn, ops


class LaplacianPyramidLoss(nn.Cell):
    """L1 at full resolution plus L1 at each coarser level of a 2x average pyramid."""

    def __init__(self, weight_decay_per_level=0.5):
        super().__init__()
        self.pool = nn.AvgPool2d(2, 2)
        self.decay = weight_decay_per_level

    def _level_loss(self, pred, target, levels_left):
        l1 = ops.abs(pred - target).mean()
        if levels_left == 0:
            return l1
        coarse = self._level_loss(self.pool(pred), self.pool(target), levels_left - 1)
        return l1 + self.decay * coarse

    def construct(self, pred, target, levels):
        return self._level_loss(pred, target, levels)
