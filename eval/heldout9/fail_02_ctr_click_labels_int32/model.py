import mindspore as ms
from mindspore import nn, ops


class FactorizationMachine(nn.Cell):
    def __init__(self, num_features, embed_dim):
        super().__init__()
        self.embedding = nn.Embedding(num_features, embed_dim)
        self.linear = nn.Embedding(num_features, 1)
        self.bias = ms.Parameter(ops.zeros((1,), ms.float32), name="bias")

    def construct(self, ids):
        emb = self.embedding(ids)
        square_of_sum = emb.sum(axis=1) ** 2
        sum_of_square = (emb ** 2).sum(axis=1)
        pair = 0.5 * (square_of_sum - sum_of_square).sum(axis=1, keepdims=True)
        first = self.linear(ids).sum(axis=1)
        return first + pair + self.bias
