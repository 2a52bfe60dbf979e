import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal

from utils import l2_normalize


class FaceEmbedder(nn.Cell):
    def __init__(self, embed_dim):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(16), nn.PReLU(16),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(32), nn.PReLU(32),
        )
        self.flatten = nn.Flatten()
        self.embed = nn.Dense(32 * 8 * 8, embed_dim)

    def construct(self, x):
        return self.embed(self.flatten(self.features(x)))


class CosineHead(nn.Cell):
    def __init__(self, embed_dim, num_ids, scale=16.0):
        super().__init__()
        self.weight = Parameter(initializer(Normal(0.01), (num_ids, embed_dim), ms.float32), name="weight")
        self.scale = scale

    def construct(self, emb):
        cos = ops.matmul(l2_normalize(emb), l2_normalize(self.weight).T)
        return cos * self.scale


class FaceIdNet(nn.Cell):
    def __init__(self, embed_dim=64, num_ids=10):
        super().__init__()
        self.backbone = FaceEmbedder(embed_dim)
        self.head = CosineHead(embed_dim, num_ids)

    def construct(self, x):
        return self.head(self.backbone(x))
