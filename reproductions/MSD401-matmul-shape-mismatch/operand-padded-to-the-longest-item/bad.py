import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

from clouds import coordinates, neighbour_weights


class Smoother(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lift = nn.Dense(3, 4)

    def construct(self, points, weights):
        return ops.matmul(weights, self.lift(points)).mean(axis=1)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    clouds = [rng.normal(size=(n, 3)).astype(np.float32) for n in (5, 7, 6, 4)]
    data = ds.NumpySlicesDataset({"points": coordinates(clouds), "weights": neighbour_weights(clouds)},
                                 shuffle=False).batch(2)
    net = Smoother()
    for points, weights in data.create_tuple_iterator():
        print(net(points, weights).shape)
