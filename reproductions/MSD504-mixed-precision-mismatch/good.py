"""All layers, including the output projection, are float32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Backbone(nn.Cell):
    def __init__(self, in_dim=16, dim=32):
        super().__init__()
        self.fc = nn.Dense(in_dim, dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x):
        return self.norm(ops.gelu(self.fc(x)))


class OutputHead(nn.Cell):
    def __init__(self, dim=32, vocab=500):
        super().__init__()
        self.proj = nn.Dense(dim, vocab)

    def construct(self, h):
        return self.proj(h)


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = Backbone()
        self.head = OutputHead()

    def construct(self, x):
        return self.head(self.backbone(x))


if __name__ == "__main__":
    np.random.seed(0)
    model = Model()
    x = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
    print(model(x).shape)
