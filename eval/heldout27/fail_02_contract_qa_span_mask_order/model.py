import mindspore.nn as nn

import config
from layers import SpanHead


class ClauseReader(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(config.VOCAB, config.DIM, padding_idx=0)
        self.encoder = nn.GRU(config.DIM, config.DIM // 2, batch_first=True, bidirectional=True)
        self.head = SpanHead(config.DIM)

    def construct(self, ids):
        pad_mask = ids == 0
        h, _ = self.encoder(self.embed(ids))
        return self.head(h, pad_mask)
