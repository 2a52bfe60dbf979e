import mindspore.nn as nn
import mindspore.ops as ops

import config


class WideAndDeepCTR(nn.Cell):
    def __init__(self):
        super().__init__()
        vocab = config.N_FIELDS * config.FIELD_VOCAB
        self.embedding = nn.Embedding(vocab, config.EMBED)
        self.wide = nn.Embedding(vocab, 1)
        self.deep = nn.SequentialCell([
            nn.Dense(config.N_FIELDS * config.EMBED, 32), nn.ReLU(), nn.Dense(32, 1)])
        self.offsets = ops.arange(config.N_FIELDS) * config.FIELD_VOCAB

    def construct(self, fields):
        ids = fields + self.offsets.astype(fields.dtype)
        deep_in = self.embedding(ids).reshape(fields.shape[0], -1)
        return self.deep(deep_in) + self.wide(ids).sum(axis=1)
