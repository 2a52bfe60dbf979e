"""A churn classifier builds its MLP in a loop that carries the width from layer to layer,
starting from the schema's input count. The schema counts every field, the label included, so the
first layer expects 6 features while the rows hold 5. The line to change is the input count."""
import numpy as np
import mindspore as ms
from mindspore import nn

from churn_schema import FIELDS, HIDDEN, INPUTS, LABEL

ms.set_context(mode=ms.GRAPH_MODE)


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
