import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config


class SoundTagger(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.net = nn.SequentialCell([nn.Flatten(), nn.Dense(config.N_BANDS * config.N_FRAMES, 64), nn.ReLU(),
                                      nn.Dense(64, num_classes)])

    def construct(self, x):
        return self.net(x)


class MixupLoss(nn.Cell):
    """Mixes every clip with the clip at the mirrored batch position, lambda ~ Beta(alpha, alpha)."""

    def __init__(self, net, num_classes, alpha):
        super().__init__()
        self.net = net
        self.num_classes = num_classes
        self.alpha = alpha
        self.on = ms.Tensor(1.0, ms.float32)
        self.off = ms.Tensor(0.0, ms.float32)

    def construct(self, x, y):
        lam = float(np.random.beta(self.alpha, self.alpha))  # ROOT
        x_mix = lam * x + (1.0 - lam) * ops.flip(x, (0,))
        target = ops.one_hot(y, self.num_classes, self.on, self.off)
        t_mix = lam * target + (1.0 - lam) * ops.flip(target, (0,))
        return -(t_mix * ops.log_softmax(self.net(x_mix), axis=-1)).sum(axis=-1).mean()
