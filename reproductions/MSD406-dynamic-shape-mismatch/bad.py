"""Per-frame sensor classifier served with dynamic shapes: set_inputs was
copied from the tabular model and declares rank 2, but the model is fed
(batch, frames, features) sequences."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FrameClassifier(nn.Cell):
    def __init__(self, num_features=16, hidden=32, num_classes=4):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(num_features, hidden), nn.ReLU(),
                                      nn.Dense(hidden, num_classes)])

    def construct(self, features):
        return ops.softmax(self.net(features), axis=-1)


if __name__ == "__main__":
    np.random.seed(0)
    model = FrameClassifier()
    model.set_inputs(ms.Tensor(shape=[None, 16], dtype=ms.float32))  # expect: MSD406
    frames = ms.Tensor(np.random.randn(8, 3, 16).astype(np.float32))
    print(model(frames).shape)
