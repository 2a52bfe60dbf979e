import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config


class AttentionPoolClassifier(nn.Cell):
    """CPC-section classifier; the last attention weights are kept for the examiner's explanation view."""

    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(len(config.VOCAB), config.DIM, padding_idx=0)
        self.score = nn.Dense(config.DIM, 1)
        self.out = nn.Dense(config.DIM, len(config.CLASSES))
        self.last_attention = ms.Tensor(np.zeros((1, config.MAX_LEN), np.float32))

    def construct(self, ids):
        h = self.embed(ids)
        scores = self.score(h).squeeze(-1)
        scores = ops.masked_fill(scores, ids == 0, -1e4)
        weights = ops.softmax(scores, axis=-1)
        self.last_attention = weights  # ROOT
        pooled = (h * weights.expand_dims(-1)).sum(axis=1)
        return self.out(pooled)
