"""The centroids live in a Parameter and are updated with set_data: the graph reads the new values."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CentroidScorer(nn.Cell):
    def __init__(self, classes=3, dim=4):
        super().__init__()
        self.centroids = Parameter(Tensor(np.zeros((classes, dim), np.float32)), requires_grad=False)

    def construct(self, queries):
        return ops.matmul(queries, self.centroids.T)


if __name__ == "__main__":
    net = CentroidScorer()
    q = Tensor(np.ones((2, 4)), ms.float32)
    print(net(q).sum())
    net.centroids.set_data(Tensor(np.repeat(np.arange(1.0, 4.0, dtype=np.float32)[:, None], 4, axis=1)))
    print(net(q).sum())
