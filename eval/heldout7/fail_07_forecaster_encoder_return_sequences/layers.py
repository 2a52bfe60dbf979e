from mindspore import nn


class GRUEncoder(nn.Cell):
    def __init__(self, input_size, hidden_size, num_layers=1, return_sequences=False):
        super().__init__()
        self.gru = nn.GRU(input_size, hidden_size, num_layers=num_layers, batch_first=True)
        self.return_sequences = return_sequences

    def construct(self, x):
        out, _ = self.gru(x)
        if self.return_sequences:
            return out
        return out[:, -1, :]


class StaticEmbedding(nn.Cell):
    def __init__(self, n_static, dim):
        super().__init__()
        self.proj = nn.Dense(n_static, dim, activation="relu")

    def construct(self, s):
        return self.proj(s)
