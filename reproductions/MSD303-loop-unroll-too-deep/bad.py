"""Character-level RNN written as a Python loop over time steps: graph
mode unrolls the loop, and 512 steps exceed the call-depth limit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SEQ_LEN = 512


class ElmanCell(nn.Cell):
    def __init__(self, input_size, hidden_size):
        super().__init__()
        self.ih = nn.Dense(input_size, hidden_size)
        self.hh = nn.Dense(hidden_size, hidden_size, has_bias=False)

    def construct(self, x_t, h):
        return ops.tanh(self.ih(x_t) + self.hh(h))


class CharRNN(nn.Cell):
    def __init__(self, vocab=20, hidden=16):
        super().__init__()
        self.hidden = hidden
        self.embed = nn.Embedding(vocab, hidden)
        self.cell = ElmanCell(hidden, hidden)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, chars):
        x = self.embed(chars)
        h = ops.zeros((x.shape[0], self.hidden), ms.float32)
        for t in range(SEQ_LEN):  # expect: MSD303
            h = self.cell(x[:, t], h)
        return self.out(h)


if __name__ == "__main__":
    np.random.seed(0)
    model = CharRNN()
    chars = ms.Tensor(np.random.randint(0, 20, (2, SEQ_LEN)), ms.int32)
    print(model(chars).shape)
