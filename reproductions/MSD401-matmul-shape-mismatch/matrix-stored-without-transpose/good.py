"""A sensor classifier projects its 24 readings onto 6 principal directions computed once with
NumPy. `np.linalg.svd` gives the directions as rows, (6, 24); the projection needs them as
columns, (24, 6). The table is stored untransposed in `__init__`, and the product in `construct`
fails. The line to change is where the table is stored."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

from projection_tables import pca_components

ms.set_context(mode=ms.GRAPH_MODE)


class SensorClassifier(nn.Cell):
    def __init__(self, reference, keep=6, classes=3):
        super().__init__()
        self.components = Tensor(pca_components(reference, keep).T)
        self.head = nn.Dense(keep, classes)

    def construct(self, readings):
        projected = ops.matmul(readings, self.components)
        return self.head(projected)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    reference = rng.normal(size=(100, 24))
    net = SensorClassifier(reference)
    print(net(Tensor(rng.normal(size=(8, 24)), ms.float32)).shape)
