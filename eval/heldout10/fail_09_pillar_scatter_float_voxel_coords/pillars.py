import mindspore as ms
from mindspore import nn, ops

from cfg import GRID, VOXEL_SIZE, ORIGIN, PILLAR_FEATURES


class PillarScatter(nn.Cell):
    """Encodes each point, then scatters point features onto a BEV canvas (sum pooling per pillar)."""

    def __init__(self, in_dim=4, feat=PILLAR_FEATURES):
        super().__init__()
        self.encode = nn.SequentialCell(nn.Dense(in_dim + 2, feat), nn.ReLU())
        self.origin = ms.Tensor(ORIGIN, ms.float32)
        self.feat = feat

    def construct(self, points):
        rel = (points[:, :2] - self.origin) / VOXEL_SIZE
        cells = ops.floor(rel)  # ROOT
        cells = ops.clamp(cells, 0, GRID - 1)
        offsets = rel - cells.astype(ms.float32) - 0.5
        f = self.encode(ops.concat((points, offsets), axis=1))
        return ops.scatter_nd(cells, f, (GRID, GRID, self.feat))


class BEVHead(nn.Cell):
    def __init__(self, feat, num_classes):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(feat, 32, 3), nn.ReLU(), nn.Conv2d(32, num_classes, 1))

    def construct(self, canvas):
        x = canvas.transpose(2, 0, 1).expand_dims(0)
        return self.body(x)[0].transpose(1, 2, 0)       # (GRID, GRID, classes)


class PillarDetector(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.scatter = PillarScatter()
        self.head = BEVHead(PILLAR_FEATURES, num_classes)
        self.ce = nn.CrossEntropyLoss()

    def construct(self, points, heat):
        logits = self.head(self.scatter(points))
        return self.ce(logits.reshape(-1, logits.shape[-1]), heat.reshape(-1))
