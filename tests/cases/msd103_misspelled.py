"""A projection head whose construct is misspelled."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ProjectionHead(nn.Cell):
    def __init__(self, dim=32, out_dim=16):
        super().__init__()
        self.fc = nn.Dense(dim, out_dim)
        self.norm = nn.LayerNorm((out_dim,))

    def constuct(self, x):  # expect: MSD103
        return self.norm(self.fc(x))


class SimCLR(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(20, 32), nn.ReLU()])
        self.projector = ProjectionHead()

    def construct(self, x):
        z = self.projector(self.encoder(x))
        return z / ops.norm(z, dim=-1, keepdim=True)


if __name__ == "__main__":
    np.random.seed(0)
    print(SimCLR()(ms.Tensor(np.random.randn(4, 20).astype(np.float32))).shape)
