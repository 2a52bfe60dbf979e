"""A 1-D conv encoder whose output goes to a Dense head: the channels-last permutation in the
config was written for 4-D image features, but this encoder's features are 3-D
(batch, channels, length). The transpose fails while the graph is built."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class SequenceEncoder(nn.Cell):
    def __init__(self, channels):
        super().__init__()
        self.conv = nn.Conv1d(channels, cfg.HIDDEN, 3, pad_mode="same")
        self.to_tokens = cfg.TOKENS_FIRST  # via
        self.head = nn.Dense(cfg.HIDDEN, 2)

    def construct(self, x):
        features = self.conv(x)
        tokens = ops.transpose(features, self.to_tokens)
        return self.head(tokens)


if __name__ == "__main__":
    signal = ms.Tensor(np.ones((2, 4, 6), np.float32))
    print(SequenceEncoder(4)(signal).shape)
