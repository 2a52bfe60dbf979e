"""A two-layer bidirectional LSTM scores text for toxicity. A helper module makes the zero
(h0, c0) pair from a shape tuple written a line above the zeros: it has one slot per layer where a
bidirectional LSTM needs one per layer and direction. The LSTM fails inside its own code. The line
to change is the shape in the helper (the layer counts themselves are right)."""
import numpy as np
import mindspore as ms
from mindspore import nn

from rnn_states import fresh_state

ms.set_context(mode=ms.GRAPH_MODE)


class ToxicityScorer(nn.Cell):
    def __init__(self, vocab=60, dim=10, width=12, layers=2):
        super().__init__()
        self.layers, self.width = layers, width
        self.embed = nn.Embedding(vocab, dim)
        self.rnn = nn.LSTM(dim, width, num_layers=layers, batch_first=True, bidirectional=True)
        self.score = nn.Dense(2 * width, 1)

    def construct(self, tokens):
        h0, c0 = fresh_state(tokens.shape[0], self.layers, self.width)
        states, _ = self.rnn(self.embed(tokens), (h0, c0))
        return self.score(states[:, -1])


if __name__ == "__main__":
    tokens = ms.Tensor(np.random.default_rng(0).integers(0, 60, (4, 9)).astype(np.int32))
    print(ToxicityScorer()(tokens).shape)
