"""A projection head keeps the input size of the small backbone in its default; the model now
uses the wide backbone (256 features) and builds the head without passing the size. The line to
change is the default (or the construction that leaves it out)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ProjectionHead(nn.Cell):
    def __init__(self, in_features=128, out_features=32):  # expect: MSD401
        super().__init__()
        self.fc = nn.Dense(in_features, out_features)

    def construct(self, x):
        return ops.tanh(self.fc(x))


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(20, 256), nn.ReLU())
        self.head = ProjectionHead()

    def construct(self, x):
        return self.head(self.backbone(x))


if __name__ == "__main__":
    print(Encoder()(ms.Tensor(np.random.randn(4, 20), ms.float32)).shape)
