import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config


class CameraTrapClassifier(nn.Cell):
    """Class-incremental species head: logits of species not yet learned are masked out."""

    def __init__(self):
        super().__init__()
        self.head = nn.Dense(config.FEATURES, len(config.SPECIES))
        self.learned_species = config.SPRING_SPECIES

    def construct(self, feats):
        logits = self.head(feats)
        learned = ms.Tensor(self.learned_species, ms.int32)  # ROOT
        seen = ops.one_hot(learned, len(config.SPECIES), ms.Tensor(1.0), ms.Tensor(0.0)).sum(axis=0)
        return ops.where(seen > 0, logits, ops.full_like(logits, -1e4))
