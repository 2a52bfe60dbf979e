import mindspore as ms
from mindspore import nn, ops


class SharedMLP(nn.Cell):
    """Point-wise MLP implemented with 1x1 Conv1d over (B, C, N)."""

    def __init__(self, dims):
        super().__init__()
        layers = []
        for cin, cout in zip(dims[:-1], dims[1:]):
            layers += [nn.Conv1d(cin, cout, 1, has_bias=False), nn.BatchNorm1d(cout), nn.ReLU()]
        self.net = nn.SequentialCell(layers)

    def construct(self, x):
        return self.net(x)


class PointNetLite(nn.Cell):
    def __init__(self, num_classes, dims=(3, 32, 64, 128)):
        super().__init__()
        self.mlp = SharedMLP(dims)
        self.head = nn.SequentialCell(nn.Dense(dims[-1], 64), nn.ReLU(), nn.Dropout(p=0.3),
                                      nn.Dense(64, num_classes))

    def construct(self, points):
        # points arrive as (B, N, 3) from the loader; match the weights' precision
        x = points.transpose(0, 2, 1).astype(next(self.get_parameters()).dtype)  # ROOT
        feat = ops.amax(self.mlp(x), axis=-1)
        return self.head(feat)
