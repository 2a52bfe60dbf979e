"""Clickstream sessions of 80 events: the encoder takes `max_positions` but never hands it to the
position table, which keeps its default of 50 positions. MindSpore reports the add of the
(4, 80, 16) events and the (1, 50, 16) table; the line to change is the call that left
`max_positions` out."""
import numpy as np
import mindspore as ms
from mindspore import nn

from positions import LearnedPositions

ms.set_context(mode=ms.GRAPH_MODE)


class SessionEncoder(nn.Cell):
    def __init__(self, events, dim, max_positions):
        super().__init__()
        self.embed = nn.Embedding(events, dim)
        self.positions = LearnedPositions(dim, max_positions=max_positions)

    def construct(self, clicks):
        return self.positions(self.embed(clicks)).mean(axis=1)


if __name__ == "__main__":
    clicks = ms.Tensor(np.random.default_rng(5).integers(0, 30, size=(4, 80)).astype(np.int32))
    print(SessionEncoder(30, 16, max_positions=80)(clicks).shape)
