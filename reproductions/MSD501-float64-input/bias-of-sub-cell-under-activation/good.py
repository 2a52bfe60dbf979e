"""Two graph convolutions in a row: the first one's bias is float64 (np.zeros without a dtype),
so its output is float64, and the second one's matmul with float32 weights fails."""
import numpy as np
import mindspore as ms
from mindspore import nn

from graph_layers_good import GraphConv

ms.set_context(mode=ms.GRAPH_MODE)


class SpeedGCN(nn.Cell):
    def __init__(self, adjacency):
        super().__init__()
        self.adj = ms.Tensor(adjacency, ms.float32)
        self.gc1 = GraphConv(4, 8)
        self.gc2 = GraphConv(8, 8)
        self.act = nn.ReLU()

    def construct(self, x):
        h = self.act(self.gc1(x, self.adj))
        return self.act(self.gc2(h, self.adj))


if __name__ == "__main__":
    np.random.seed(0)
    adjacency = np.eye(5) + np.eye(5, k=1)
    print(SpeedGCN(adjacency)(ms.Tensor(np.random.randn(5, 4), ms.float32)).shape)
