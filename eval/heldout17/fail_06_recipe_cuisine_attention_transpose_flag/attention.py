from mindspore import nn, ops


class IngredientSelfAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.query = nn.Dense(dim, dim)
        self.key = nn.Dense(dim, dim)
        self.value = nn.Dense(dim, dim)
        self.scores = ops.BatchMatMul(transpose_b=False)  # ROOT
        self.mix = ops.BatchMatMul()
        self.softmax = nn.Softmax(axis=-1)
        self.scale = dim ** -0.5

    def construct(self, x):
        q, k, v = self.query(x), self.key(x), self.value(x)
        weights = self.softmax(self.scores(q, k) * self.scale)
        return self.mix(weights, v)
