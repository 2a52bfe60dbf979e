from mindspore import nn, ops


class GatedResidualNetwork(nn.Cell):
    def __init__(self, dim, context_dim, hidden):
        super().__init__()
        self.fc1 = nn.Dense(dim, hidden)
        self.ctx = nn.Dense(context_dim, hidden, has_bias=False)
        self.fc2 = nn.Dense(hidden, dim)
        self.gate = nn.Dense(dim, 2 * dim)
        self.norm = nn.LayerNorm((dim,))
        self.elu = nn.ELU()

    def construct(self, x, context):
        h = self.elu(self.fc1(x) + self.ctx(context).expand_dims(1))
        h = self.fc2(h)
        a, b = ops.chunk(self.gate(h), 2, axis=-1)
        return self.norm(x + a * ops.sigmoid(b))


class StaticEncoder(nn.Cell):
    def __init__(self, num_static, dim):
        super().__init__()
        self.proj = nn.SequentialCell(nn.Dense(num_static, dim), nn.ReLU(), nn.Dense(dim, dim))

    def construct(self, static):
        return self.proj(static)
