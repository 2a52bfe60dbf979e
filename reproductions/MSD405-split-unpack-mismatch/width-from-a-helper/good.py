"""A multi-task head projects to all task outputs side by side and splits them. A helper gives
the projection's width but forgets the one-wide speed output, so the split's sections (4, 3, 1)
take 8 of 7 features. The line to change is the helper's sum."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SPEC = {"activities": 4, "terrains": 3, "speed": 1}


def output_width(spec):
    return spec["activities"] + spec["terrains"] + spec["speed"]


class GaitHead(nn.Cell):
    def __init__(self, spec):
        super().__init__()
        self.sections = (spec["activities"], spec["terrains"], spec["speed"])
        self.proj = nn.Dense(16, output_width(spec))

    def construct(self, h):
        activity, terrain, speed = ops.split(self.proj(h), self.sections, axis=-1)
        return activity.sum() + terrain.sum() + speed.sum()


if __name__ == "__main__":
    np.random.seed(0)
    print(GaitHead(SPEC)(ms.Tensor(np.random.randn(2, 16).astype(np.float32))))
