"""A tagger keeps its settings module as `self.cfg` and sizes its output layer from
`self.cfg.FEATURES`; the recurrent encoder gives 2 * 16 = 32 features per token. The line to
change is the setting."""
import numpy as np
import mindspore as ms
from mindspore import nn

import tagger_settings

ms.set_context(mode=ms.GRAPH_MODE)


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
