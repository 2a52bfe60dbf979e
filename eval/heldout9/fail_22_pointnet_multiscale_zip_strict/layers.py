from mindspore import nn, ops


def shared_mlp(in_ch, widths):
    layers = []
    for w in widths:
        layers += [nn.Conv1d(in_ch, w, 1), nn.BatchNorm1d(w), nn.ReLU()]
        in_ch = w
    return nn.SequentialCell(layers)


class ScaleFusion(nn.Cell):
    def __init__(self, in_dims, out_dim):
        super().__init__()
        self.projs = nn.CellList([nn.Dense(d, out_dim) for d in in_dims])

    def construct(self, feats):
        fused = 0
        for feat, proj in zip(feats, self.projs, strict=True):  # ROOT
            fused = fused + proj(feat)
        return ops.relu(fused)
