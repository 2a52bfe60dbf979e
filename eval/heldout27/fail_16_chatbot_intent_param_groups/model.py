import mindspore.nn as nn

import config


class IntentEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(config.VOCAB, config.DIM, padding_idx=0)
        self.proj = nn.Dense(config.DIM, config.DIM)
        self.layer_norm = nn.LayerNorm((config.DIM,))
        self.classifier = nn.Dense(config.DIM, len(config.INTENTS))

    def construct(self, ids):
        h = self.layer_norm(self.proj(self.embedding(ids)).mean(axis=1))
        return self.classifier(h)
