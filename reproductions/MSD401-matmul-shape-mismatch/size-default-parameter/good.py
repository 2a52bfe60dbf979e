"""The head takes the 256 features of the wide backbone."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ProjectionHead(nn.Cell):
    def __init__(self, in_features=256, out_features=32):
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
