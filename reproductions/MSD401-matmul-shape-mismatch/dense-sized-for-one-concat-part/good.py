"""The first Dense takes the embeddings and the numeric features."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ClickModel(nn.Cell):
    def __init__(self, field_sizes, emb_dim, numeric):
        super().__init__()
        self.embeds = nn.CellList([nn.Embedding(size, emb_dim) for size in field_sizes])
        width = len(field_sizes) * emb_dim + numeric
        self.mlp_in = nn.Dense(width, 32)
        self.mlp_out = nn.Dense(32, 1)
        self.numeric = numeric

    def construct(self, fields, dense_feats):
        parts = [self.embeds[i](fields[:, i]) for i in range(len(self.embeds))]
        sparse = ops.cat(parts, -1)
        joined = ops.cat((sparse, dense_feats), -1)
        return self.mlp_out(ops.relu(self.mlp_in(joined)))


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    fields = ms.Tensor(rng.integers(0, 10, size=(4, 3)), ms.int32)
    dense_feats = ms.Tensor(rng.standard_normal((4, 5)), ms.float32)
    print(ClickModel([10, 10, 10], 8, 5)(fields, dense_feats).shape)
