"""The top-level model itself only defines forward()."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class LinearProbe(nn.Cell):
    def __init__(self, in_dim=32, num_classes=4):
        super().__init__()
        self.bn = nn.BatchNorm1d(in_dim)
        self.fc = nn.Dense(in_dim, num_classes)

    def forward(self, feats):  # expect: MSD103
        return self.fc(self.bn(feats))


if __name__ == "__main__":
    np.random.seed(0)
    probe = LinearProbe()
    print(probe(ms.Tensor(np.random.randn(8, 32).astype(np.float32))).shape)
