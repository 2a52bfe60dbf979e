"""A memory-augmented recommender writes the embeddings of the users in a batch back into a
table with ops.tensor_scatter_update. A data helper in another module gives the batch's user rows
as a 1-D tensor; scatter indices need one row per update, shape (B, 1). The scatter fails in
graph mode; the line to change is the helper that made the rows."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from user_batches import user_rows

ms.set_context(mode=ms.GRAPH_MODE)


class UserMemory(nn.Cell):
    def __init__(self, users=12, dim=6):
        super().__init__()
        self.table = ms.Parameter(ms.Tensor(np.zeros((users, dim), np.float32)), requires_grad=False)
        self.encode = nn.Dense(dim, dim)

    def construct(self, features, rows):
        fresh = ops.tanh(self.encode(features))
        return ops.tensor_scatter_update(self.table, rows, fresh)


if __name__ == "__main__":
    features = ms.Tensor(np.random.default_rng(0).random((4, 6)).astype(np.float32))
    print(UserMemory()(features, user_rows([3, 7, 1, 9])).shape)
