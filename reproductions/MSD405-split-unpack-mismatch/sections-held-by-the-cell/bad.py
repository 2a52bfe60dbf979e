import numpy as np
import mindspore as ms
from mindspore import nn, ops

import settings


class PoseHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Dense(settings.FEATURES, 24)
        self.out = nn.Dense(24, len(settings.OUTPUTS))  # expect: MSD405
        self.widths = list(settings.OUTPUTS.values())

    def construct(self, x):
        offset, visible, depth = ops.split(self.out(ops.relu(self.trunk(x))), self.widths, axis=-1)
        return offset, ops.sigmoid(visible), depth


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    head = PoseHead()
    parts = head(ms.Tensor(np.ones((3, settings.FEATURES), np.float32)))
    print([p.shape for p in parts])
