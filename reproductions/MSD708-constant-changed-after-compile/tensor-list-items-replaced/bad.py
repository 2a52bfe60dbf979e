"""A retrieval model scores queries against class centroids kept in a Python list of tensors.
After each epoch the centroids are recomputed and put back into the list; the graph keeps the
tensors it was compiled with, so the scores never see the new centroids."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CentroidScorer(nn.Cell):
    def __init__(self, classes=3, dim=4):
        super().__init__()
        self.centroids = [Tensor(np.zeros(dim, np.float32)) for _ in range(classes)]

    def construct(self, queries):
        table = ops.stack(self.centroids)  # expect: MSD708
        return ops.matmul(queries, table.T)


if __name__ == "__main__":
    net = CentroidScorer()
    q = Tensor(np.ones((2, 4)), ms.float32)
    print(net(q).sum())
    for k in range(3):
        net.centroids[k] = Tensor(np.full(4, k + 1.0, np.float32))
    print(net(q).sum())
