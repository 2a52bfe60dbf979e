import mindspore.nn as nn
from mindspore import ops


class LateFusionNet(nn.Cell):
    """One small encoder per omics group, concatenated before the subtype classifier."""

    def __init__(self, group_dims, group_order, embed, hidden, num_classes):
        super().__init__()
        self.sections = [group_dims[g] for g in group_order]
        self.encoders = nn.CellList([nn.SequentialCell(nn.Dense(group_dims[g], embed), nn.ReLU())
                                     for g in group_order])
        self.classifier = nn.SequentialCell(nn.Dense(embed * len(group_order), hidden), nn.ReLU(),
                                            nn.Dropout(p=0.2), nn.Dense(hidden, num_classes))

    def construct(self, x):
        parts = ops.split(x, self.sections, axis=1)
        codes = [enc(p) for enc, p in zip(self.encoders, parts)]
        return self.classifier(ops.cat(codes, axis=1))
