import mindspore as ms
from mindspore import nn, ops


class LayerNormLSTMCell(nn.Cell):
    """LSTM cell with layer normalisation on the gate pre-activations."""

    def __init__(self, input_size, hidden_size):
        super().__init__()
        self.hidden_size = hidden_size
        self.gates = nn.Dense(input_size + hidden_size, 3 * hidden_size)  # ROOT
        self.ln_gates = nn.LayerNorm((self.gates.out_channels,))
        self.ln_cell = nn.LayerNorm((hidden_size,))

    def construct(self, x, h, c):
        z = self.ln_gates(self.gates(ops.concat((x, h), axis=-1)))
        hs = self.hidden_size
        i, f, g, o = ops.split(z, [hs, hs, hs, hs], axis=-1)
        c = ops.sigmoid(f) * c + ops.sigmoid(i) * ops.tanh(g)
        h = ops.sigmoid(o) * ops.tanh(self.ln_cell(c))
        return h, c


class UnrolledLSTM(nn.Cell):
    def __init__(self, input_size, hidden_size, steps):
        super().__init__()
        self.cell = LayerNormLSTMCell(input_size, hidden_size)
        self.hidden_size = hidden_size
        self.steps = steps

    def construct(self, x):
        b = x.shape[0]
        h = ops.zeros((b, self.hidden_size), ms.float32)
        c = ops.zeros((b, self.hidden_size), ms.float32)
        for t in range(self.steps):
            h, c = self.cell(x[:, t], h, c)
        return h
