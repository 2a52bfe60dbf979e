import mindspore.nn as nn

import config


class SharedEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(config.VOCAB, config.EMBED, padding_idx=0)
        self.gru = nn.GRU(config.EMBED, config.EMBED, batch_first=True)

    def construct(self, ids):
        out, _ = self.gru(self.embed(ids))
        return out.max(axis=1)


class ModerationModel(nn.Cell):
    def __init__(self, task):
        super().__init__()
        self.task = task
        self.encoder = SharedEncoder()
        self.heads = nn.CellDict({name: nn.Dense(config.EMBED, 2) for name in config.TASKS})

    def construct(self, ids):
        return self.heads[self.task](self.encoder(ids))
