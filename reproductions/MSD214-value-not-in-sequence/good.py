"""Feature-pyramid neck that picks a level the backbone produces."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class LevelPicker(nn.Cell):
    def __init__(self, strides, out_stride):
        super().__init__()
        self.strides = strides
        self.out_stride = out_stride

    def construct(self, features):
        level = self.strides.index(self.out_stride)
        return features[level].mean(axis=(2, 3))


if __name__ == "__main__":
    np.random.seed(0)
    features = tuple(ms.Tensor(np.random.randn(1, 2, 8 // s, 8 // s), ms.float32) for s in (1, 2, 4, 8))
    picker = LevelPicker((4, 8, 16, 32), out_stride=16)
    print(picker(features).shape)
