import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, XavierUniform, Zero


class LowRankCross(nn.Cell):
    """x_{l+1} = x_0 * (U (V^T x_l) + b) + x_l"""

    def __init__(self, dim, rank, name):
        super().__init__()
        self.V = Parameter(initializer(XavierUniform(), (dim, rank), ms.float32), name=f"{name}_V")
        self.U = Parameter(initializer(XavierUniform(), (dim, rank), ms.float32), name=f"{name}_U")  # ROOT
        self.b = Parameter(initializer(Zero(), (dim,), ms.float32), name=f"{name}_b")

    def construct(self, x0, xl):
        low = ops.matmul(xl, self.V)
        back = ops.matmul(low, self.U)
        return x0 * (back + self.b) + xl


class CrossNetwork(nn.Cell):
    def __init__(self, dim, rank, num_layers):
        super().__init__()
        self.layers = nn.CellList([LowRankCross(dim, rank, f"cross{i}") for i in range(num_layers)])

    def construct(self, x0):
        x = x0
        for layer in self.layers:
            x = layer(x0, x)
        return x


def mlp(in_dim, units):
    cells = []
    for u in units:
        cells += [nn.Dense(in_dim, u), nn.ReLU()]
        in_dim = u
    return nn.SequentialCell(cells)
