"""A graph helper allocates the adjacency matrix as float32 and adds self-loops in place."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def adjacency(edges, n):
    adj = np.zeros((n, n), dtype=np.float32)
    for src, dst in edges:
        adj[src, dst] = adj[dst, src] = 1
    adj += np.eye(n, dtype=adj.dtype)
    return adj


class GraphConv(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.linear = nn.Dense(dim, dim, has_bias=False)

    def construct(self, x, adj):
        return ops.matmul(adj, self.linear(x))


if __name__ == "__main__":
    adj = ms.Tensor(adjacency([(0, 1), (1, 2), (2, 3)], 4))
    x = ms.Tensor(np.random.randn(4, 5), ms.float32)
    print(GraphConv(5)(x, adj).shape)
