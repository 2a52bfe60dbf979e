from mindspore import nn, ops


class PointNetEncoder(nn.Cell):
    def __init__(self, in_dim=3, widths=(16, 32, 64)):
        super().__init__()
        layers = []
        for w in widths:
            layers += [nn.Conv1d(in_dim, w, 1, has_bias=True), nn.BatchNorm1d(w), nn.ReLU()]
            in_dim = w
        self.mlp = nn.SequentialCell(layers)
        self.out_dim = in_dim

    def construct(self, points):
        batch = points.size(0)  # ROOT
        feats = self.mlp(points.transpose(0, 2, 1))
        return feats.max(axis=-1).reshape(batch, -1)


class PointNetClassifier(nn.Cell):
    def __init__(self, num_classes, widths=(16, 32, 64)):
        super().__init__()
        self.encoder = PointNetEncoder(widths=widths)
        self.head = nn.SequentialCell([
            nn.Dense(self.encoder.out_dim, 32), nn.ReLU(), nn.Dropout(p=0.3),
            nn.Dense(32, num_classes),
        ])

    def construct(self, points):
        return self.head(self.encoder(points))
