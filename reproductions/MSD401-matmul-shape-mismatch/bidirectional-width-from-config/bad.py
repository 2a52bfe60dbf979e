"""Sequence tagger configured with a dataclass. The LSTM is bidirectional, so its output is
2 * hidden wide, but the head is built with `cfg.hidden`. `cfg.hidden` is right for the LSTM,
which uses it too: the line to change is the head's construction, not the config."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class TaggerConfig:
    vocab: int = 40
    embed: int = 8
    hidden: int = 12
    tags: int = 5


class Tagger(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab, cfg.embed)
        self.lstm = nn.LSTM(cfg.embed, cfg.hidden, batch_first=True, bidirectional=True)
        self.head = nn.Dense(cfg.hidden, cfg.tags)  # expect: MSD401

    def construct(self, tokens):
        states, _ = self.lstm(self.embed(tokens))
        return self.head(states)


if __name__ == "__main__":
    tokens = ms.Tensor(np.random.default_rng(0).integers(0, 40, (2, 6)), ms.int32)
    cfg = TaggerConfig()
    print(Tagger(cfg)(tokens).shape)
