"""Ensemble of classifier heads that averages only the confident ones. The list of confident
predictions is filtered with a tensor condition, so its length is known only when the graph
runs; `ops.stack` needs it when the graph is compiled."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ConfidentEnsemble(nn.Cell):
    def __init__(self, features=10, classes=4, members=3, min_confidence=0.3):
        super().__init__()
        self.members = nn.CellList([nn.Dense(features, classes) for _ in range(members)])
        self.min_confidence = min_confidence

    def construct(self, x):
        probs = [ops.softmax(member(x), axis=-1) for member in self.members]
        confident = [p for p in probs if p.max(axis=-1).mean() > self.min_confidence]  # expect: MSD306
        return ops.stack(confident).mean(axis=0)


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((5, 10)), ms.float32)
    print(ConfidentEnsemble()(x).shape)
