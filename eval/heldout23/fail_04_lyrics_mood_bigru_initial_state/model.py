import mindspore as ms
from mindspore import nn, ops

import config as cfg


class LyricsMoodNet(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.num_layers = cfg.NUM_LAYERS
        self.num_directions = 2 if cfg.BIDIRECTIONAL else 1
        self.hidden = cfg.HIDDEN
        self.embed = nn.Embedding(vocab_size, cfg.EMBED_DIM, padding_idx=0)
        self.gru = nn.GRU(cfg.EMBED_DIM, cfg.HIDDEN, num_layers=cfg.NUM_LAYERS,
                          batch_first=True, bidirectional=cfg.BIDIRECTIONAL)
        self.head = nn.Dense(cfg.HIDDEN * self.num_directions, len(cfg.MOODS))

    def init_hidden(self, batch):
        return ops.zeros((self.num_layers, batch, self.hidden), ms.float32)  # ROOT

    def construct(self, ids):
        x = self.embed(ids)
        h0 = self.init_hidden(ids.shape[0])
        out, _ = self.gru(x, h0)
        mask = (ids != 0).astype(ms.float32).expand_dims(-1)
        pooled = (out * mask).sum(axis=1) / ops.clamp(mask.sum(axis=1), min=1.0)
        return self.head(pooled)
