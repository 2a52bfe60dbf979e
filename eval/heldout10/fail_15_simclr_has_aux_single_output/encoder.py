import mindspore as ms
from mindspore import nn, ops


class Encoder(nn.Cell):
    def __init__(self, width=16, proj_dim=32):
        super().__init__()
        self.backbone = nn.SequentialCell(
            nn.Conv2d(3, width, 3, stride=2), nn.ReLU(),
            nn.Conv2d(width, 2 * width, 3, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.projector = nn.SequentialCell(nn.Dense(2 * width, 64), nn.ReLU(), nn.Dense(64, proj_dim))

    def construct(self, x):
        return self.projector(self.backbone(x))


class NTXent(nn.Cell):
    def __init__(self, temperature=0.2):
        super().__init__()
        self.t = temperature
        self.ce = nn.CrossEntropyLoss()

    def construct(self, z1, z2):
        n = z1.shape[0]
        z = ops.L2Normalize(axis=-1)(ops.concat((z1, z2), axis=0))
        sim = ops.matmul(z, z.T) / self.t
        sim = sim - ops.eye(2 * n, 2 * n, sim.dtype) * 1e9
        targets = ops.concat((ops.arange(n, 2 * n), ops.arange(0, n))).astype(ms.int32)
        return self.ce(sim, targets)

