"""The output layer takes the 2 * 16 = 32 features the bidirectional encoder gives."""
import types

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

tagger_settings = types.SimpleNamespace(VOCAB=50, EMBED=16, FEATURES=32, TAGS=12)


class Tagger(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.embed = nn.Embedding(cfg.VOCAB, cfg.EMBED)
        self.rnn = nn.GRU(cfg.EMBED, cfg.EMBED, batch_first=True, bidirectional=True)
        self.out = nn.Dense(self.cfg.FEATURES, self.cfg.TAGS)

    def construct(self, tokens):
        h, _ = self.rnn(self.embed(tokens))
        return self.out(h)


if __name__ == "__main__":
    tokens = ms.Tensor(np.random.randint(0, 50, size=(2, 7)), ms.int32)
    print(Tagger(tagger_settings)(tokens).shape)
