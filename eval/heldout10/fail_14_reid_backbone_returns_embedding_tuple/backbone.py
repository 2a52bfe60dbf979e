from mindspore import nn, ops


class ReIDNet(nn.Cell):
    """Small person re-identification CNN; optionally also returns the pooled embedding."""

    def __init__(self, num_ids, emb_dim=64, return_embedding=False):
        super().__init__()
        self.return_embedding = return_embedding
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2), nn.BatchNorm2d(32), nn.ReLU(),
            nn.Conv2d(32, emb_dim, 3, stride=2), nn.BatchNorm2d(emb_dim), nn.ReLU(),
        )
        self.bnneck = nn.BatchNorm1d(emb_dim)
        self.classifier = nn.Dense(emb_dim, num_ids, has_bias=False)

    def construct(self, x):
        emb = self.features(x).mean(axis=(2, 3))
        logits = self.classifier(self.bnneck(emb))
        if self.return_embedding:
            return logits, ops.L2Normalize(axis=-1)(emb)
        return logits
