"""The same tagger with a state for both directions."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

LAYERS = 1
HIDDEN = 16


def initial_state(batch):
    zeros = ops.zeros((2 * LAYERS, batch, HIDDEN), ms.float32)
    return zeros, zeros


class Tagger(nn.Cell):
    def __init__(self, vocab=50, dim=12, tags=5):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.lstm = nn.LSTM(dim, HIDDEN, num_layers=LAYERS, batch_first=True, bidirectional=True)
        self.out = nn.Dense(2 * HIDDEN, tags)

    def construct(self, tokens):
        state = initial_state(tokens.shape[0])
        features, _ = self.lstm(self.embed(tokens), state)
        return self.out(features)


if __name__ == "__main__":
    tokens = ms.Tensor(np.random.default_rng(0).integers(0, 50, (3, 7)).astype(np.int32))
    print(Tagger()(tokens).shape)
