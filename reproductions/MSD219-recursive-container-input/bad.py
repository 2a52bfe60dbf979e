"""A layer reads its scale from a config dict passed with the input; the config was linked to
itself as its own root, so the dict contains itself."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class ScaledProjection(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Dense(dim, dim)

    def construct(self, x, cfg):
        return self.fc(x) * cfg["scale"]


if __name__ == "__main__":
    np.random.seed(0)
    cfg = {"name": "encoder", "scale": 0.5}
    cfg["root"] = cfg  # expect: MSD219
    print(ScaledProjection(4)(ms.Tensor(np.random.randn(2, 4), ms.float32), cfg).shape)
