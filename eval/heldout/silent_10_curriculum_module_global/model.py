import mindspore as ms
from mindspore import nn, ops

import hparams


class MixupClassifier(nn.Cell):
    def __init__(self, d_in=10, n_cls=3):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(d_in, 32), nn.ReLU(), nn.Dense(32, n_cls))

    def construct(self, x, x_perm):
        lam = hparams.MIXUP_LAMBDA  # ROOT
        mixed = lam * x + (1.0 - lam) * x_perm
        return self.body(mixed)
