import mindspore.nn as nn
import mindspore.ops as ops


class PointSegNet(nn.Cell):
    def __init__(self, num_classes=2):
        super().__init__()
        self.local = nn.SequentialCell(nn.Dense(3, 32), nn.ReLU(), nn.Dense(32, 64), nn.ReLU())
        self.seg = nn.SequentialCell(nn.Dense(128, 32), nn.ReLU(), nn.Dense(32, num_classes))

    def construct(self, points):
        local = self.local(points)
        glob = ops.max(local, axis=1, keepdims=True)[0]
        glob = ops.broadcast_to(glob, local.shape)
        return self.seg(ops.cat((local, glob), axis=-1))
