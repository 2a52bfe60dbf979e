import mindspore.nn as nn
import mindspore.ops as ops

import config
from utils import output_width, sections


class GaitNet(nn.Cell):
    def __init__(self, spec):
        super().__init__()
        self.sections = sections(spec)
        self.features = nn.SequentialCell([
            nn.Conv1d(config.CHANNELS, 16, 5, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(16, config.HIDDEN, 5, pad_mode="same", has_bias=True), nn.ReLU(),
        ])
        self.proj = nn.Dense(config.HIDDEN, output_width(spec))

    def construct(self, x):
        h = self.features(x).mean(axis=-1)
        out = self.proj(h)
        activity, terrain, speed = ops.split(out, self.sections, axis=-1)
        return activity, terrain, speed.squeeze(-1)


class MultiTaskLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()
        self.mse = nn.MSELoss()

    def construct(self, x, activity, terrain, speed):
        a_logits, t_logits, s_pred = self.net(x)
        return self.ce(a_logits, activity) + self.ce(t_logits, terrain) + \
            config.SPEED_WEIGHT * self.mse(s_pred, speed)
