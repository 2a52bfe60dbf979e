from mindspore import nn, ops

from probe import infer_feature_dim


class BirdEmbedder(nn.Cell):
    def __init__(self, backbone, input_shape, emb_dim=64):
        super().__init__()
        self.backbone = backbone
        feat_dim = infer_feature_dim(backbone, input_shape)
        self.proj = nn.SequentialCell(nn.Dense(feat_dim, 128), nn.ReLU(), nn.Dense(128, emb_dim))

    def construct(self, x):
        z = self.proj(self.backbone(x))
        return z / ops.norm(z, dim=-1, keepdim=True).clamp(min=1e-6)


class TripletObjective(nn.Cell):
    def __init__(self, embedder, margin=0.2):
        super().__init__()
        self.embedder = embedder
        self.margin = margin

    def construct(self, anchor, positive, negative):
        a, p, n = self.embedder(anchor), self.embedder(positive), self.embedder(negative)
        d_ap = ((a - p) ** 2).sum(-1)
        d_an = ((a - n) ** 2).sum(-1)
        return ops.relu(d_ap - d_an + self.margin).mean()
