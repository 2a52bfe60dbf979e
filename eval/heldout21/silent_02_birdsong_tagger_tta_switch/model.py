import numpy as np
import mindspore as ms
from mindspore import nn, ops

from audio import N_BINS, SPECIES


class BirdTagger(nn.Cell):
    def __init__(self, shifts=(2, 4, 20, 22)):
        super().__init__()
        self.conv = nn.Conv2d(1, 8, (3, 3), pad_mode="same", weight_init="he_uniform")
        self.fc = nn.Dense(8 * N_BINS, len(SPECIES))
        self.shifts = shifts
        self.use_tta = False          # switched on for the final scoring pass

    def score(self, spec):
        h = ops.relu(self.conv(spec)).max(axis=-1)              # (B, 8, bins)
        return ops.softmax(self.fc(h.reshape(h.shape[0], -1)), -1)

    def construct(self, spec):
        probs = self.score(spec)
        if self.use_tta:  # ROOT
            for s in self.shifts:
                probs = probs + self.score(ops.cat((spec[..., s:], spec[..., :s]), -1) * 0.9)
            probs = probs / (len(self.shifts) + 1)
        return probs
