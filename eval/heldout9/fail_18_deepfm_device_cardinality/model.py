import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import Normal, initializer


class FeaturesEmbedding(nn.Cell):
    def __init__(self, field_dims, dim):
        super().__init__()
        total = int(sum(field_dims))
        self.table = ms.Parameter(initializer(Normal(0.01), (total, dim)), name="table")
        self.offsets = ms.Tensor(np.array((0, *np.cumsum(field_dims)[:-1]), dtype=np.int32))

    def construct(self, x):
        return ops.gather(self.table, x + self.offsets, 0)


class DeepFM(nn.Cell):
    def __init__(self, num_fields, field_dims, embed_dim, mlp_dims):
        super().__init__()
        self.embedding = FeaturesEmbedding(field_dims, embed_dim)
        self.linear = FeaturesEmbedding(field_dims, 1)
        layers = []
        d = num_fields * embed_dim
        for h in mlp_dims:
            layers += [nn.Dense(d, h), nn.ReLU()]
            d = h
        layers.append(nn.Dense(d, 1))
        self.mlp = nn.SequentialCell(layers)

    def construct(self, x):
        emb = self.embedding(x)
        fm = 0.5 * ((emb.sum(axis=1) ** 2) - (emb ** 2).sum(axis=1)).sum(axis=1)
        linear = self.linear(x).sum(axis=(1, 2))
        deep = self.mlp(emb.reshape(emb.shape[0], -1)).squeeze(-1)
        return linear + fm + deep
