from mindspore import nn

from layers import PointMLP


class PointNetLite(nn.Cell):
    def __init__(self, in_dim, widths, norm, act, num_classes):
        super().__init__()
        blocks, cin = [], in_dim
        for w in widths:
            blocks.append(PointMLP(cin, w, norm, act))
            cin = w
        self.blocks = nn.SequentialCell(blocks)
        self.cls = nn.Dense(cin, num_classes)

    def construct(self, points):
        h = self.blocks(points)          # (B, N, C)
        return self.cls(h.max(axis=1))   # symmetric pooling over points
