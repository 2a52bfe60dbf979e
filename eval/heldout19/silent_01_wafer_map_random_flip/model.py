import random
import mindspore.nn as nn
import mindspore.ops as ops


class WaferAugment(nn.Cell):
    def __init__(self, flip_prob=0.5):
        super().__init__()
        self.flip_prob = flip_prob

    def construct(self, wafer):
        if random.random() < self.flip_prob:  # ROOT
            wafer = ops.flip(wafer, (-1,))
        return wafer


class DefectScorer(nn.Cell):
    def __init__(self, size):
        super().__init__()
        self.augment = WaferAugment()
        self.flatten = nn.Flatten()
        self.score = nn.Dense(size * size, 1, weight_init="ones", bias_init="zeros")

    def construct(self, wafer):
        return self.score(self.flatten(self.augment(wafer) * self.edge_weight(wafer)))

    def edge_weight(self, wafer):
        width = wafer.shape[-1]
        return ops.arange(width).astype(wafer.dtype) / width
