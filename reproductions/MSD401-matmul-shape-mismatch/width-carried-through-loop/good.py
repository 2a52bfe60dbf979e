"""The input count leaves the label out."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

FIELDS = ["tenure", "monthly_fee", "support_calls", "late_payments", "plan_tier", "churned"]
LABEL = "churned"
INPUTS = len(FIELDS) - 1
HIDDEN = (16, 8)


class ChurnNet(nn.Cell):
    def __init__(self):
        super().__init__()
        layers, width = [], INPUTS
        for size in HIDDEN:
            layers += [nn.Dense(width, size), nn.ReLU()]
            width = size
        layers.append(nn.Dense(width, 2))
        self.mlp = nn.SequentialCell(layers)

    def construct(self, x):
        return self.mlp(x)


if __name__ == "__main__":
    features = [f for f in FIELDS if f != LABEL]
    rows = ms.Tensor(np.random.default_rng(0).random((4, len(features))), ms.float32)
    print(ChurnNet()(rows).shape)
