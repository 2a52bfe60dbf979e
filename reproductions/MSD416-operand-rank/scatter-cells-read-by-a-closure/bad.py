"""A 1-D occupancy model scatters point weights into grid cells with ops.scatter_nd and is
trained with value_and_grad. The cell of each point is computed once, before training, by a helper
in another module, and the loss function reads it from the enclosing function (a closure). The
helper takes the first coordinate as `points[:, 0]`, dropping its axis, so it returns one cell id per
point, shape (N,); scatter_nd needs (N, 1). The scatter fails in graph mode; the line to change is
where the helper dropped the axis."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from voxels import cell_of_points

ms.set_context(mode=ms.GRAPH_MODE)


class Occupancy(nn.Cell):
    def __init__(self, cells=8):
        super().__init__()
        self.cells = cells
        self.weight = nn.Dense(2, 1)

    def construct(self, points, cell_ids):
        weights = ops.sigmoid(self.weight(points)).squeeze(-1)
        return ops.scatter_nd(cell_ids, weights, (self.cells,))


def main():
    rng = np.random.default_rng(0)
    points = rng.random((16, 2)).astype(np.float32)
    cell_ids = cell_of_points(points, 8)
    target = ms.Tensor(np.ones(8, np.float32))
    net = Occupancy()
    optimizer = nn.SGD(net.trainable_params(), learning_rate=0.1)

    def loss_fn(x):
        return ((net(x, cell_ids) - target) ** 2).mean()

    grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)
    loss, grads = grad_fn(ms.Tensor(points))
    optimizer(grads)
    print(float(loss))


if __name__ == "__main__":
    main()
