import mindspore.nn as nn
import mindspore.ops as ops

import config
from encoders import build_encoder


class NextRecipeModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.items = nn.Embedding(config.N_RECIPES + 1, config.EMBED, padding_idx=0)
        self.encoder = build_encoder(config.ENCODER, config.EMBED)
        self.out = nn.Dense(config.EMBED, config.EMBED)

    def construct(self, history):
        user = self.out(self.encoder(self.items(history)))
        return ops.matmul(user, self.items.embedding_table.T)     # score every recipe
